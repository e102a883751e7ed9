/**
 * Touch gestures of the mobile sidebar: a swipe right from the left edge opens it, a swipe left
 * closes it, and the drawer follows the finger meanwhile. Listeners for moves are added only
 * while a gesture may be under way, so ordinary scrolling never runs a non-passive handler.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { SwipeTracker, type Point } from './swipe.ts';

/** The width below which the sidebar is a drawer (Layout CSS uses the same breakpoint). */
export const DRAWER_MEDIA = '(max-width: 59.99rem)';

function pointOf(event: TouchEvent): Point | null {
  const touch = event.touches[0] ?? event.changedTouches[0];
  return touch === undefined ? null : { x: touch.clientX, y: touch.clientY };
}

/** Installs the gestures for the drawer element in `panel`. */
export function useDrawerSwipe(panel: RefObject<HTMLElement | null>, open: boolean, onOpen: () => void, onClose: () => void): void {
  const latest = useRef({ open, onOpen, onClose });
  useEffect(() => {
    latest.current = { open, onOpen, onClose };
  });

  useEffect(() => {
    const tracker = new SwipeTracker();
    const showDrag = (offset: number | null): void => {
      const el = panel.current;
      if (el === null) return;
      if (offset === null) {
        el.removeAttribute('data-dragging');
        el.style.removeProperty('--drawer-x');
        return;
      }
      el.setAttribute('data-dragging', '');
      el.style.setProperty('--drawer-x', tracker.active === 'open' ? `calc(-100% + ${offset}px)` : `${-offset}px`);
    };
    const onMove = (event: TouchEvent): void => {
      const point = pointOf(event);
      if (point === null) return;
      const offset = tracker.move(point);
      if (offset === null) return;
      // A horizontal drag moves the drawer instead of scrolling the page.
      if (event.cancelable) event.preventDefault();
      showDrag(offset);
    };
    const stop = (): void => {
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onCancel);
    };
    const onEnd = (): void => {
      stop();
      showDrag(null);
      const action = tracker.end();
      if (action === 'open' && !latest.current.open) latest.current.onOpen();
      if (action === 'close' && latest.current.open) latest.current.onClose();
    };
    const onCancel = (): void => {
      stop();
      showDrag(null);
      tracker.end();
    };
    const onStart = (event: TouchEvent): void => {
      const point = pointOf(event);
      if (event.touches.length !== 1 || point === null || !window.matchMedia(DRAWER_MEDIA).matches) return;
      if (tracker.begin(point, latest.current.open) === null) return;
      document.addEventListener('touchmove', onMove, { passive: false });
      document.addEventListener('touchend', onEnd);
      document.addEventListener('touchcancel', onCancel);
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      stop();
    };
  }, [panel]);
}
