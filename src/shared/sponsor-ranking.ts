/**
 * Ranks of the sponsors section. Amounts are US cents; every lower bound is inclusive and every
 * upper bound exclusive, so each amount of at least one dollar has exactly one rank per type.
 */
import type { SupporterRecord, SupportersFile } from './sponsors.ts';

/** Which amount the page shows and ranks by. */
export type SponsorType = 'total' | 'monthly';

/** Ranks in page order. */
export const SPONSOR_RANKS = ['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer'] as const;

/** A rank of the sponsors section. */
export type SponsorRank = (typeof SPONSOR_RANKS)[number];

/** The ranks decided by amount. */
export type AmountRank = Exclude<SponsorRank, 'latest'>;

/** A half-open range of cents: `min <= amount < max`. */
export interface Bounds {
  /** Inclusive lower bound. */
  min: number;
  /** Exclusive upper bound; none for the top rank. */
  max?: number;
}

const usd = (dollars: number): number => dollars * 100;

/** The thresholds of issue 4, in cents. */
export const RANK_BOUNDS: Readonly<Record<SponsorType, Readonly<Record<AmountRank, Bounds>>>> = {
  total: {
    platinum: { min: usd(50_000) },
    gold: { min: usd(10_000), max: usd(50_000) },
    silver: { min: usd(2_000), max: usd(10_000) },
    bronze: { min: usd(200), max: usd(2_000) },
    backer: { min: usd(1), max: usd(200) },
  },
  monthly: {
    platinum: { min: usd(2_500) },
    gold: { min: usd(500), max: usd(2_500) },
    silver: { min: usd(100), max: usd(500) },
    bronze: { min: usd(10), max: usd(100) },
    backer: { min: usd(1), max: usd(10) },
  },
};

/** 'Latest' is up to this many sponsors … */
export const LATEST_MAX = 30;
/** … whose first donation is at most this many days before the data was fetched. */
export const LATEST_DAYS = 21;
/** Backers shown, chosen at random. */
export const BACKERS_MAX = 100;

const DAY_MS = 86_400_000;

/** The amount of a supporter for a type. */
export function amountOf(s: SupporterRecord, type: SponsorType): number {
  return type === 'monthly' ? s.monthlyCents : s.totalCents;
}

/** The rank an amount falls in, or undefined below one dollar. */
export function rankOf(cents: number, type: SponsorType): AmountRank | undefined {
  const bounds = RANK_BOUNDS[type];
  return (Object.keys(bounds) as AmountRank[]).find((rank) => cents >= bounds[rank].min && (bounds[rank].max === undefined || cents < (bounds[rank].max ?? 0)));
}

/** A Fisher–Yates shuffle driven by `random` (injected so tests can seed it). */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

const byAmountThenName = (type: SponsorType) => (a: SupporterRecord, b: SupporterRecord): number => amountOf(b, type) - amountOf(a, type) || a.name.localeCompare(b.name, 'en');

/**
 * The supporters of one rank for one type: amount ranks sorted by amount (largest first);
 * 'latest' newest first, counted back from when the data was fetched (so a snapshot always
 * shows the same list); backers a random choice of at most BACKERS_MAX.
 */
export function selectSponsors(data: Pick<SupportersFile, 'supporters' | 'generatedAt'>, type: SponsorType, rank: SponsorRank, random: () => number): SupporterRecord[] {
  if (rank === 'latest') {
    const asOf = Date.parse(data.generatedAt);
    return data.supporters
      .filter((s) => {
        const age = asOf - Date.parse(s.firstDonation);
        return age >= 0 && age <= LATEST_DAYS * DAY_MS;
      })
      .sort((a, b) => b.firstDonation.localeCompare(a.firstDonation) || a.name.localeCompare(b.name, 'en'))
      .slice(0, LATEST_MAX);
  }
  const members = data.supporters.filter((s) => rankOf(amountOf(s, type), type) === rank);
  if (rank === 'backer' && members.length > BACKERS_MAX) return shuffle(members, random).slice(0, BACKERS_MAX).sort(byAmountThenName(type));
  return members.sort(byAmountThenName(type));
}

/**
 * What the page knows of its sponsor data before fetching it, so the prerendered section has the
 * data's final shape: whether it is the made-up sample (the page says so above the lists) and how
 * many sponsors each rank shows in each view (one placeholder of a tile's size for each).
 */
export interface SponsorsShape {
  /** True for the committed sample. */
  sample: boolean;
  /** Sponsors shown per view and rank (backers: at most BACKERS_MAX, whichever are drawn). */
  counts: Record<SponsorType, Record<SponsorRank, number>>;
}

/** The shape of a data file: the lists' lengths do not depend on the backers' draw. */
export function shapeOf(data: Pick<SupportersFile, 'supporters' | 'generatedAt' | 'sample'>): SponsorsShape {
  const countsFor = (type: SponsorType): Record<SponsorRank, number> =>
    Object.fromEntries(SPONSOR_RANKS.map((rank) => [rank, selectSponsors(data, type, rank, () => 0).length])) as Record<SponsorRank, number>;
  return { sample: data.sample, counts: { total: countsFor('total'), monthly: countsFor('monthly') } };
}
