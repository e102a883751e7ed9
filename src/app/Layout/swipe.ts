/**
 * The maths of the mobile sidebar's swipe gestures, apart from the DOM so it can be tested
 * alone. A gesture opens the drawer when it starts in the strip at the left edge and moves
 * right, and closes it when it moves left while the drawer is open. Each move counts only when
 * it is horizontal enough; the drawer follows the last counted move, and the gesture toggles
 * the drawer when that move is longer than the threshold.
 */
import { OPENER_EDGE_PX, OPENER_SWIPE_CAP_PX, SWIPE_SLOPE_LIMIT, SWIPE_THRESHOLD_PX } from '../../shared/constants.ts';

/** A touch position in CSS pixels. */
export interface Point {
  /** Distance from the left edge of the viewport. */
  x: number;
  /** Distance from the top of the viewport. */
  y: number;
}

/** What a gesture can do to the drawer. */
export type SwipeKind = 'open' | 'close';

/** Whether a move is horizontal: its slope |dy / dx| is below the limit (a pure vertical move never is). */
export function isHorizontal(dx: number, dy: number): boolean {
  if (dx === 0) return false;
  return Math.abs(dy / dx) < SWIPE_SLOPE_LIMIT;
}

/** The gesture a touch starting at `start` may become: opening only from the edge strip. */
export function gestureAt(start: Point, drawerOpen: boolean): SwipeKind | null {
  if (drawerOpen) return 'close';
  return start.x <= OPENER_EDGE_PX ? 'open' : null;
}

/**
 * How far the drawer follows the finger at `point`, or null when the move does not count
 * (backwards or too steep). An opening drag is capped at the drawer's width.
 */
export function dragOffset(kind: SwipeKind, start: Point, point: Point): number | null {
  const dx = kind === 'open' ? point.x - start.x : start.x - point.x;
  const dy = point.y - start.y;
  if (dx <= 0 || !isHorizontal(dx, dy)) return null;
  return kind === 'open' ? Math.min(dx, OPENER_SWIPE_CAP_PX) : dx;
}

/** Whether a gesture whose last counted offset is `offset` toggles the drawer. */
export function completes(offset: number | null): boolean {
  return offset !== null && offset > SWIPE_THRESHOLD_PX;
}

/** Follows one touch from start to end. */
export class SwipeTracker {
  private kind: SwipeKind | null = null;
  private start: Point = { x: 0, y: 0 };
  private offset: number | null = null;

  /** Starts following a touch; returns the gesture it may become, or null to ignore it. */
  begin(start: Point, drawerOpen: boolean): SwipeKind | null {
    this.kind = gestureAt(start, drawerOpen);
    this.start = start;
    this.offset = null;
    return this.kind;
  }

  /** Records a move; returns the offset to show, or null when this move does not count. */
  move(point: Point): number | null {
    if (this.kind === null) return null;
    const offset = dragOffset(this.kind, this.start, point);
    if (offset !== null) this.offset = offset;
    return offset;
  }

  /** Ends the touch; returns what to do to the drawer, or null to leave it as it is. */
  end(): SwipeKind | null {
    const result = this.kind !== null && completes(this.offset) ? this.kind : null;
    this.kind = null;
    this.offset = null;
    return result;
  }

  /** The gesture in progress, if any. */
  get active(): SwipeKind | null {
    return this.kind;
  }
}
