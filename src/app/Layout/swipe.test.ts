import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPENER_EDGE_PX, OPENER_SWIPE_CAP_PX, SWIPE_SLOPE_LIMIT, SWIPE_THRESHOLD_PX } from '../../shared/constants.ts';
import { completes, dragOffset, gestureAt, isHorizontal, SwipeTracker } from './swipe.ts';

describe('isHorizontal', () => {
  it('counts a move only when its slope is below the limit', () => {
    expect(isHorizontal(100, 79)).toBe(true);
    expect(isHorizontal(100, 80)).toBe(false);
    expect(isHorizontal(-100, 50)).toBe(true);
    expect(isHorizontal(0, 0)).toBe(false);
    expect(isHorizontal(0, 10)).toBe(false);
  });

  it('agrees with |dy/dx| < limit for any move', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }).filter((n) => n !== 0), fc.integer({ min: -400, max: 400 }), (dx, dy) => {
        expect(isHorizontal(dx, dy)).toBe(Math.abs(dy / dx) < SWIPE_SLOPE_LIMIT);
      }),
    );
  });
});

describe('gestureAt', () => {
  it('opens only from the edge strip and closes from anywhere', () => {
    expect(gestureAt({ x: 0, y: 300 }, false)).toBe('open');
    expect(gestureAt({ x: OPENER_EDGE_PX, y: 300 }, false)).toBe('open');
    expect(gestureAt({ x: OPENER_EDGE_PX + 1, y: 300 }, false)).toBeNull();
    expect(gestureAt({ x: 200, y: 300 }, true)).toBe('close');
  });
});

describe('dragOffset', () => {
  it('follows a rightward opening move up to the cap', () => {
    expect(dragOffset('open', { x: 5, y: 100 }, { x: 55, y: 110 })).toBe(50);
    expect(dragOffset('open', { x: 5, y: 100 }, { x: 600, y: 100 })).toBe(OPENER_SWIPE_CAP_PX);
  });

  it('ignores backward and steep moves', () => {
    expect(dragOffset('open', { x: 5, y: 100 }, { x: 2, y: 100 })).toBeNull();
    expect(dragOffset('open', { x: 5, y: 100 }, { x: 55, y: 150 })).toBeNull();
    expect(dragOffset('close', { x: 200, y: 100 }, { x: 250, y: 100 })).toBeNull();
    expect(dragOffset('close', { x: 200, y: 100 }, { x: 150, y: 100 })).toBe(50);
  });
});

describe('completes', () => {
  it('needs a counted move longer than the threshold', () => {
    expect(completes(null)).toBe(false);
    expect(completes(SWIPE_THRESHOLD_PX)).toBe(false);
    expect(completes(SWIPE_THRESHOLD_PX + 1)).toBe(true);
  });
});

describe('SwipeTracker', () => {
  it('opens on a swipe right from the edge longer than the threshold', () => {
    const t = new SwipeTracker();
    expect(t.begin({ x: 4, y: 300 }, false)).toBe('open');
    expect(t.move({ x: 40, y: 305 })).toBe(36);
    expect(t.end()).toBe('open');
  });

  it('does nothing for a short swipe, a steep swipe or one away from the edge', () => {
    const t = new SwipeTracker();
    t.begin({ x: 4, y: 300 }, false);
    t.move({ x: 4 + SWIPE_THRESHOLD_PX, y: 300 });
    expect(t.end()).toBeNull();
    t.begin({ x: 4, y: 300 }, false);
    t.move({ x: 104, y: 400 });
    expect(t.end()).toBeNull();
    expect(t.begin({ x: 120, y: 300 }, false)).toBeNull();
    expect(t.move({ x: 300, y: 300 })).toBeNull();
    expect(t.end()).toBeNull();
  });

  it('keeps the last counted move when the finger turns steep', () => {
    const t = new SwipeTracker();
    t.begin({ x: 300, y: 300 }, true);
    expect(t.move({ x: 250, y: 300 })).toBe(50);
    expect(t.move({ x: 249, y: 500 })).toBeNull();
    expect(t.end()).toBe('close');
    expect(t.active).toBeNull();
  });
});
