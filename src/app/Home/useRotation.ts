/**
 * A step counter for the home page's motion: the first step after `initialDelay`, then one
 * every `repeatDelay`, only while `running`. Timers start after hydration only (effects do
 * not run in the prerender), so the static HTML shows step 0.
 */
import { useEffect, useState } from 'react';

/** The number of steps taken so far. */
export function useSteps(running: boolean, initialDelay: number, repeatDelay: number): number {
  const [steps, setSteps] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    let timer = setTimeout(function tick() {
      setSteps((n) => n + 1);
      timer = setTimeout(tick, repeatDelay);
    }, initialDelay);
    return () => clearTimeout(timer);
  }, [running, initialDelay, repeatDelay]);
  return steps;
}
