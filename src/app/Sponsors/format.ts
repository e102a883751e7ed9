/** How amounts read on the page. */
import type { SponsorType } from '../../shared/sponsor-ranking.ts';

const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * `$52,000 in total` or `$4,333 a month`. Whole dollars, rounded down: thresholds are whole
 * dollars, so a shown figure never sits on the other side of a threshold from its rank.
 */
export function formatAmount(cents: number, type: SponsorType): string {
  const figure = `$${dollars.format(Math.floor(cents / 100))}`;
  return type === 'monthly' ? `${figure} a month` : `${figure} in total`;
}
