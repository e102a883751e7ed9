import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SupporterRecord } from '../../shared/sponsors.ts';
import { formatAmount } from './format.ts';
import { BACKERS_MAX, LATEST_MAX, RANK_BOUNDS, rankOf, selectSponsors, shuffle, type AmountRank, type SponsorType } from '../../shared/sponsor-ranking.ts';
import { initialView } from './useSponsorView.ts';

const AS_OF = '2025-06-01T00:00:00.000Z';
const daysBefore = (days: number): string => new Date(Date.parse(AS_OF) - days * 86_400_000).toISOString();
const supporter = (slug: string, totalCents: number, monthlyCents = 0, firstDonation = daysBefore(400)): SupporterRecord => ({ slug, name: slug, totalCents, monthlyCents, firstDonation });

/** A small seeded generator (mulberry32), so 'random' choices repeat. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('rank thresholds', () => {
  it.each<[SponsorType, number, AmountRank | undefined]>([
    ['total', 5_000_000, 'platinum'],
    ['total', 4_999_999, 'gold'],
    ['total', 1_000_000, 'gold'],
    ['total', 999_999, 'silver'],
    ['total', 200_000, 'silver'],
    ['total', 199_999, 'bronze'],
    ['total', 20_000, 'bronze'],
    ['total', 19_999, 'backer'],
    ['total', 100, 'backer'],
    ['total', 99, undefined],
    ['monthly', 250_000, 'platinum'],
    ['monthly', 249_999, 'gold'],
    ['monthly', 50_000, 'gold'],
    ['monthly', 49_999, 'silver'],
    ['monthly', 10_000, 'silver'],
    ['monthly', 9_999, 'bronze'],
    ['monthly', 1_000, 'bronze'],
    ['monthly', 999, 'backer'],
    ['monthly', 100, 'backer'],
    ['monthly', 0, undefined],
  ])('%s %i cents is %s', (type, cents, rank) => {
    expect(rankOf(cents, type)).toBe(rank);
  });

  it('gives every amount of a dollar or more exactly one rank, inside its bounds', () => {
    fc.assert(
      fc.property(fc.constantFrom<SponsorType>('total', 'monthly'), fc.integer({ min: 100, max: 1e9 }), (type, cents) => {
        const ranks = (Object.keys(RANK_BOUNDS[type]) as AmountRank[]).filter((r) => {
          const b = RANK_BOUNDS[type][r];
          return cents >= b.min && (b.max === undefined || cents < b.max);
        });
        expect(ranks).toEqual([rankOf(cents, type)]);
      }),
    );
  });
});

describe('selectSponsors', () => {
  it('lists a rank largest amount first, by the requested type', () => {
    const data = { generatedAt: AS_OF, supporters: [supporter('a', 1_500_000, 100), supporter('b', 4_000_000, 60_000), supporter('c', 20_000, 300_000)] };
    expect(selectSponsors(data, 'total', 'gold', Math.random).map((s) => s.slug)).toEqual(['b', 'a']);
    expect(selectSponsors(data, 'monthly', 'gold', Math.random).map((s) => s.slug)).toEqual(['b']);
    expect(selectSponsors(data, 'monthly', 'platinum', Math.random).map((s) => s.slug)).toEqual(['c']);
  });

  it('takes latest as first donations at most 21 days before the data, newest first, at most 30', () => {
    const data = {
      generatedAt: AS_OF,
      supporters: [supporter('old', 100, 0, daysBefore(22)), supporter('edge', 100, 0, daysBefore(21)), supporter('new', 100, 0, daysBefore(1)), supporter('future', 100, 0, daysBefore(-1))],
    };
    expect(selectSponsors(data, 'total', 'latest', Math.random).map((s) => s.slug)).toEqual(['new', 'edge']);
    const many = { generatedAt: AS_OF, supporters: Array.from({ length: 40 }, (_, i) => supporter(`s${i}`, 100, 0, daysBefore(i % 20))) };
    expect(selectSponsors(many, 'monthly', 'latest', Math.random)).toHaveLength(LATEST_MAX);
  });

  it('shows at most 100 backers, a seeded random choice of all of them', () => {
    const data = { generatedAt: AS_OF, supporters: Array.from({ length: 150 }, (_, i) => supporter(`b${i}`, 100 + i)) };
    const first = selectSponsors(data, 'total', 'backer', seeded(1)).map((s) => s.slug);
    expect(first).toHaveLength(BACKERS_MAX);
    expect(new Set(first).size).toBe(BACKERS_MAX);
    expect(selectSponsors(data, 'total', 'backer', seeded(1)).map((s) => s.slug)).toEqual(first);
    expect(selectSponsors(data, 'total', 'backer', seeded(2)).map((s) => s.slug)).not.toEqual(first);
    // Every backer can be picked: over many seeds each one shows up.
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) for (const s of selectSponsors(data, 'total', 'backer', seeded(seed))) seen.add(s.slug);
    expect(seen.size).toBe(150);
  });

  it('shuffles into a permutation even when random returns its extremes', () => {
    expect(shuffle([1, 2, 3, 4], () => 0.999_999_999).sort()).toEqual([1, 2, 3, 4]);
    expect(shuffle([1, 2, 3, 4], () => 0).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('initial view', () => {
  it('is monthly below the 0.33 chance and total from it on', () => {
    expect(initialView(() => 0)).toBe('monthly');
    expect(initialView(() => 0.329_999)).toBe('monthly');
    expect(initialView(() => 0.33)).toBe('total');
    expect(initialView(() => 0.99)).toBe('total');
  });

  it('is monthly in about a third of draws from a seeded generator', () => {
    const random = seeded(2024);
    let monthly = 0;
    for (let i = 0; i < 10_000; i++) if (initialView(random) === 'monthly') monthly++;
    expect(monthly / 10_000).toBeGreaterThan(0.31);
    expect(monthly / 10_000).toBeLessThan(0.35);
  });
});

describe('formatAmount', () => {
  it('shows whole dollars rounded down, with the type in words', () => {
    expect(formatAmount(5_000_000, 'total')).toBe('$50,000 in total');
    expect(formatAmount(99_999, 'monthly')).toBe('$999 a month');
    expect(formatAmount(100, 'monthly')).toBe('$1 a month');
  });
});
