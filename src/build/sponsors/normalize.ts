/**
 * Pure steps from Open Collective nodes to supporter records: plain-text names, `https:`-only
 * websites, US cents, last-year sums and monthly averages, one record per slug.
 */
import type { MemberNode, TransactionNode } from './schema.ts';

/** A supporter before its logo is downloaded. */
export interface RawSupporter {
  /** Account slug. */
  slug: string;
  /** Plain-text name. */
  name: string;
  /** `https:` website, if any. */
  website?: string;
  /** Where the API says the logo is (downloaded later). */
  imageUrl?: string;
  /** All-time total in US cents. */
  totalCents: number;
  /** Last-year sum in US cents. */
  lastYearCents: number;
  /** Last-year sum / 12, rounded down, in US cents. */
  monthlyCents: number;
  /** First donation (ISO 8601). */
  firstDonation: string;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

/** A display name as plain text: entities decoded, tags and stray angle brackets, control and bidi-override characters removed, at most 80 characters. */
export function plainName(raw: string): string {
  const text = raw
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    // An unterminated `<b` at the end counts as a tag too.
    .replace(/<[^>]*(>|$)/g, ' ')
    .replace(/[<>]/g, '')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(text).slice(0, 80).join('').trim();
}

/** The website if it is a plain `https:` URL with a dotted host and no credentials; otherwise undefined. */
export function httpsWebsite(raw: string | null | undefined): string | undefined {
  if (raw == null || raw.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || !url.hostname.includes('.')) return undefined;
  return url.href;
}

/** Average per month of a last-year sum, rounded down so an average never climbs over a rank threshold it did not reach. */
export function monthlyCents(lastYearCents: number): number {
  return Math.floor(lastYearCents / 12);
}

/** The start of the last-year window: the same instant one calendar year earlier. */
export function lastYearStart(now: Date): Date {
  const start = new Date(now.getTime());
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}

/** Sums last-year US-dollar credits per account slug; repeated transaction ids (offset paging over a moving list) count once. */
export function lastYearSums(transactions: readonly TransactionNode[], now: Date, warnings: string[] = []): Map<string, number> {
  const from = lastYearStart(now).getTime();
  const seen = new Set<string>();
  const sums = new Map<string, number>();
  let foreign = 0;
  for (const t of transactions) {
    if (seen.has(t.id)) continue;
    seen.add(t.id);
    const at = Date.parse(t.createdAt);
    if (t.fromAccount === null || at < from || at > now.getTime()) continue;
    if (t.amount.currency !== 'USD') {
      foreign++;
      continue;
    }
    sums.set(t.fromAccount.slug, (sums.get(t.fromAccount.slug) ?? 0) + Math.max(0, t.amount.valueInCents ?? 0));
  }
  if (foreign > 0) warnings.push(`${foreign} transaction(s) not in USD were left out of the monthly averages`);
  return sums;
}

/**
 * One record per slug. A supporter with several memberships (tiers) appears once: the largest
 * total is kept (totals are per account, so adding them up would count twice) and the earliest
 * first-donation date.
 */
export function buildSupporters(members: readonly MemberNode[], transactions: readonly TransactionNode[], now: Date, warnings: string[] = []): RawSupporter[] {
  const sums = lastYearSums(transactions, now, warnings);
  const bySlug = new Map<string, RawSupporter>();
  let foreign = 0;
  for (const m of members) {
    if (m.account === null) continue;
    if (m.totalDonations.currency !== null && m.totalDonations.currency !== 'USD') {
      foreign++;
      continue;
    }
    const lastYear = sums.get(m.account.slug) ?? 0;
    const website = httpsWebsite(m.account.website);
    const imageUrl = m.account.imageUrl ?? undefined;
    const next: RawSupporter = {
      slug: m.account.slug,
      name: plainName(m.account.name ?? '') || m.account.slug,
      ...(website === undefined ? {} : { website }),
      ...(imageUrl === undefined || imageUrl === '' ? {} : { imageUrl }),
      totalCents: Math.max(0, m.totalDonations.valueInCents ?? 0),
      lastYearCents: lastYear,
      monthlyCents: monthlyCents(lastYear),
      firstDonation: new Date(m.since).toISOString(),
    };
    const previous = bySlug.get(next.slug);
    if (previous === undefined) {
      bySlug.set(next.slug, next);
      continue;
    }
    const keep = next.totalCents > previous.totalCents ? next : previous;
    bySlug.set(next.slug, { ...keep, firstDonation: next.firstDonation < previous.firstDonation ? next.firstDonation : previous.firstDonation });
  }
  if (foreign > 0) warnings.push(`${foreign} membership(s) with totals not in USD were left out`);
  return [...bySlug.values()];
}
