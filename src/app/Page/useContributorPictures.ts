/**
 * Contributor pictures, loaded only once the grid scrolls into view. All pictures are requested
 * then; every CONTRIBUTORS_REVEAL_INTERVAL_MS the ones that have arrived are revealed together,
 * so the grid fills in steps instead of flickering picture by picture. A picture that fails to
 * load is dropped and its initials stay.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { AVATAR_SIZE, CONTRIBUTORS_REVEAL_INTERVAL_MS } from '../../shared/constants.ts';

/** The picture of a code-host user, at the spec's size. */
export function pictureUrl(username: string): string {
  return `https://github.com/${encodeURIComponent(username)}.png?size=${AVATAR_SIZE}`;
}

/** What the grid shows of each picture. */
export interface ContributorPictures {
  /** Whether the grid has been in view (pictures are requested from then on). */
  requested: boolean;
  /** Usernames whose picture is shown. */
  revealed: ReadonlySet<string>;
  /** Usernames whose picture failed: initials only. */
  failed: ReadonlySet<string>;
  /** Call when a picture has loaded. */
  onLoad: (username: string) => void;
  /** Call when a picture failed. */
  onError: (username: string) => void;
}

/** Picture state for the grid in `grid` with `total` pictures. */
export function useContributorPictures(grid: RefObject<Element | null>, total: number): ContributorPictures {
  const [requested, setRequested] = useState(false);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const loaded = useRef(new Set<string>());

  useEffect(() => {
    const el = grid.current;
    if (el === null || total === 0) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setRequested(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setRequested(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [grid, total]);

  // The ticker runs from the moment the grid is in view until every picture is shown or failed.
  const settled = revealed.size + failed.size >= total;
  useEffect(() => {
    if (!requested || settled) return undefined;
    const timer = window.setInterval(() => {
      setRevealed((before) => (before.size === loaded.current.size ? before : new Set(loaded.current)));
    }, CONTRIBUTORS_REVEAL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [requested, settled]);

  const onLoad = useCallback((username: string) => {
    loaded.current.add(username);
  }, []);
  const onError = useCallback((username: string) => {
    setFailed((before) => new Set(before).add(username));
  }, []);
  return { requested, revealed, failed, onLoad, onError };
}
