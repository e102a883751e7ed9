/**
 * Which amounts the sponsors section shows. The prerendered HTML always shows the total view;
 * the browser draws once after hydration and switches to the monthly view with probability
 * MONTHLY_VIEW_CHANCE, so the server's HTML and the first client render always agree.
 */
import { useEffect, useState } from 'react';
import { MONTHLY_VIEW_CHANCE } from '../../shared/constants.ts';
import type { SponsorType } from '../../shared/sponsor-ranking.ts';

/** The view a load starts in, from one draw of `random` (in [0, 1)). */
export function initialView(random: () => number): SponsorType {
  return random() < MONTHLY_VIEW_CHANCE ? 'monthly' : 'total';
}

/** The current view, a setter for the checkbox, and whether the initial draw has happened. */
export function useSponsorView(random: () => number): { view: SponsorType; setView: (view: SponsorType) => void; decided: boolean } {
  const [view, setView] = useState<SponsorType>('total');
  const [decided, setDecided] = useState(false);
  useEffect(() => {
    setView(initialView(random));
    setDecided(true);
  }, [random]);
  return { view, setView, decided };
}
