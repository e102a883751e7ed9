/**
 * Whether the hero moves. Unknown (and still) until hydration; then still for readers who ask
 * for reduced motion, moving otherwise; the pause button flips it either way (auto-updating
 * content needs a way to stop it, WCAG 2.2.2).
 */
import { useCallback, useEffect, useState } from 'react';

/** `running` for the timers, `paused` for the button, and the toggle. */
export function useMotion(): { running: boolean; paused: boolean; toggle: () => void } {
  const [paused, setPaused] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    setPaused(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, []);
  const toggle = useCallback(() => setPaused((p) => !(p ?? false)), []);
  return { running: paused === false, paused: paused ?? false, toggle };
}
