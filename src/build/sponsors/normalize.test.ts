import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSupporters, httpsWebsite, lastYearStart, lastYearSums, monthlyCents, plainName } from './normalize.ts';
import type { MemberNode, TransactionNode } from './schema.ts';

const NOW = new Date('2025-06-01T00:00:00.000Z');
const usd = (valueInCents: number | null) => ({ valueInCents, currency: 'USD' });
const tx = (id: string, slug: string, cents: number, createdAt: string, currency = 'USD'): TransactionNode => ({ id, createdAt, amount: { valueInCents: cents, currency }, fromAccount: { slug } });
const member = (slug: string, cents: number, since: string, extra: Partial<NonNullable<MemberNode['account']>> = {}): MemberNode => ({
  since,
  totalDonations: usd(cents),
  account: { slug, name: slug, website: null, imageUrl: null, ...extra },
});

describe('URL filtering', () => {
  it('keeps plain https: websites', () => {
    expect(httpsWebsite('https://example.com')).toBe('https://example.com/');
    expect(httpsWebsite('  https://sub.example.org/path?q=1  ')).toBe('https://sub.example.org/path?q=1');
  });

  it.each([
    ['http://example.com', 'plain http'],
    ['javascript:alert(1)', 'script URL'],
    ['data:text/html,<script>x</script>', 'data URL'],
    ['example.com', 'no scheme'],
    ['https://user:pw@example.com/', 'credentials'],
    ['https://localhost/', 'no dotted host'],
    ['', 'empty'],
    [null, 'null'],
  ])('drops %s (%s)', (input, why) => {
    expect(httpsWebsite(input), why).toBeUndefined();
  });
});

describe('names', () => {
  it('strips tags, decodes entities and removes control and bidi characters', () => {
    expect(plainName('<b>Acme</b> Rockets &amp; Co')).toBe('Acme Rockets & Co');
    expect(plainName('&lt;script&gt;alert(1)&lt;/script&gt;Evil')).toBe('alert(1) Evil');
    expect(plainName('Gamma\u202e\u0007 Games\n')).toBe('Gamma Games');
    expect(plainName('Half <img src=x onerror=alert(1)')).toBe('Half');
  });

  it('never returns angle brackets and stays within 80 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const name = plainName(s);
        expect(name).not.toMatch(/[<>]/);
        expect(Array.from(name).length).toBeLessThanOrEqual(80);
      }),
    );
  });
});

describe('monthly averaging', () => {
  it('is the last-year sum / 12, rounded down so no threshold is reached by rounding', () => {
    expect(monthlyCents(12_000)).toBe(1000);
    expect(monthlyCents(11_999)).toBe(999);
    expect(monthlyCents(0)).toBe(0);
  });

  it('counts one calendar year back, USD only, each transaction id once', () => {
    expect(lastYearStart(NOW).toISOString()).toBe('2024-06-01T00:00:00.000Z');
    const warnings: string[] = [];
    const sums = lastYearSums(
      [
        tx('a', 'acme', 10_000, '2024-06-01T00:00:00.000Z'),
        tx('b', 'acme', 5_000, '2025-05-31T23:59:59.000Z'),
        tx('b', 'acme', 5_000, '2025-05-31T23:59:59.000Z'),
        tx('c', 'acme', 7_000, '2024-05-31T23:59:59.000Z'),
        tx('d', 'acme', 3_000, '2025-06-02T00:00:00.000Z'),
        tx('e', 'acme', 9_000, '2025-01-01T00:00:00.000Z', 'EUR'),
        tx('f', 'beta', 1_200, '2025-01-01T00:00:00.000Z'),
      ],
      NOW,
      warnings,
    );
    expect(Object.fromEntries(sums)).toEqual({ acme: 15_000, beta: 1_200 });
    expect(warnings).toEqual(['1 transaction(s) not in USD were left out of the monthly averages']);
  });
});

describe('buildSupporters', () => {
  it('de-duplicates by slug: largest total, earliest first donation', () => {
    const records = buildSupporters(
      [member('acme', 500, '2022-01-01T00:00:00.000Z', { website: 'https://acme.example/' }), member('acme', 900, '2021-01-01T00:00:00.000Z'), member('beta', 100, '2023-01-01T00:00:00+02:00')],
      [tx('1', 'acme', 2_400, '2025-01-01T00:00:00.000Z')],
      NOW,
    );
    expect(records).toEqual([
      { slug: 'acme', name: 'acme', totalCents: 900, lastYearCents: 2_400, monthlyCents: 200, firstDonation: '2021-01-01T00:00:00.000Z' },
      { slug: 'beta', name: 'beta', totalCents: 100, lastYearCents: 0, monthlyCents: 0, firstDonation: '2022-12-31T22:00:00.000Z' },
    ]);
  });

  it('falls back to the slug when the name is empty after cleaning, and skips null accounts and foreign currencies', () => {
    const warnings: string[] = [];
    const records = buildSupporters(
      [member('blank', 100, '2024-01-01T00:00:00Z', { name: '<i></i>' }), { since: '2024-01-01T00:00:00Z', totalDonations: usd(5), account: null }, { ...member('euro', 100, '2024-01-01T00:00:00Z'), totalDonations: { valueInCents: 100, currency: 'EUR' } }],
      [],
      NOW,
      warnings,
    );
    expect(records.map((r) => [r.slug, r.name])).toEqual([['blank', 'blank']]);
    expect(warnings).toEqual(['1 membership(s) with totals not in USD were left out']);
  });
});
