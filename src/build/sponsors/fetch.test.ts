/** The supporters fetcher against a 127.0.0.1 server replaying recorded Open Collective answers. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SupportersFile } from '../../shared/sponsors.ts';
import { fetchSupporters, type FetchSupportersOptions } from './fetch.ts';
import { startReplay, type ReplayServer } from './replay-server.ts';

const NOW = new Date('2025-06-01T00:00:00.000Z');
let work: string;
let servers: ReplayServer[] = [];

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'supporters-'));
});
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
  await rm(work, { recursive: true, force: true });
});

async function replay(name: string): Promise<ReplayServer> {
  const server = await startReplay(name);
  servers.push(server);
  return server;
}

/** Options for a fetch into `work/supporters` that records its waits instead of sleeping. */
function options(server: ReplayServer, waits: number[], extra: Partial<FetchSupportersOptions['client']> = {}): FetchSupportersOptions {
  return {
    dir: path.join(work, 'supporters'),
    collective: 'webpack',
    now: NOW,
    pageSize: 2,
    client: { endpoint: server.endpoint, now: () => NOW.getTime(), sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      }, ...extra },
    logos: { allowHttpOrigins: [server.origin] },
  };
}

/** Every file under a folder with its bytes, to compare before and after. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      out[path.relative(dir, file)] = (await readFile(file)).toString('base64');
    }
  }
  return out;
}

describe('fetchSupporters', () => {
  it('pages through members and transactions and writes clean, de-duplicated records', async () => {
    const server = await replay('paged');
    const waits: number[] = [];
    const result = await fetchSupporters(options(server, waits));

    const graphql = server.seen.filter((r) => r.method === 'POST').map((r) => `${r.operationName ?? ''}@${String(r.variables?.['offset'])}`);
    expect(graphql).toEqual(['SupportersMembers@0', 'SupportersMembers@2', 'SupportersMembers@4', 'SupportersMembers@6', 'SupportersTransactions@0', 'SupportersTransactions@2', 'SupportersTransactions@4']);
    expect(server.seen.find((r) => r.operationName === 'SupportersTransactions')?.variables?.['dateFrom']).toBe('2024-06-01T00:00:00.000Z');
    // The third page said the window was used up, with 3 s to its reset: the client waited once.
    expect(waits).toEqual([3000]);

    const stored = JSON.parse(await readFile(path.join(work, 'supporters/supporters.json'), 'utf8')) as SupportersFile;
    expect(stored).toEqual(result.data);
    expect(stored.sample).toBe(false);
    expect(stored.source).toBe('open-collective');
    const bySlug = new Map(stored.supporters.map((s) => [s.slug, s]));
    expect([...bySlug.keys()].sort()).toEqual(['acme-rockets', 'beta-bakery', 'gamma-games']);
    expect(bySlug.get('acme-rockets')).toEqual({
      slug: 'acme-rockets',
      name: 'Acme Rockets & Co',
      website: 'https://acme-rockets.example/',
      logo: 'acme-rockets.png',
      totalCents: 6_000_000,
      // 120,000 cents last year (the euro and the 13-month-old transactions do not count) / 12.
      monthlyCents: 10_000,
      firstDonation: '2019-06-01T00:00:00.000Z',
    });
    // http: website dropped; the SVG sent as image/png refused.
    expect(bySlug.get('beta-bakery')).toEqual({ slug: 'beta-bakery', name: 'Beta Bakery', totalCents: 150_000, monthlyCents: 1000, firstDonation: '2025-05-20T08:30:00.000Z' });
    // javascript: website dropped, bidi override removed, logo 404.
    expect(bySlug.get('gamma-games')).toMatchObject({ name: 'Gamma Games', monthlyCents: 99, totalCents: 25_000 });
    expect(bySlug.get('gamma-games')).not.toHaveProperty('website');
    expect(bySlug.get('gamma-games')).not.toHaveProperty('logo');

    expect(await readdir(path.join(work, 'supporters/logos'))).toEqual(['acme-rockets.png']);
    const warnings = result.warnings.join('\n');
    expect(warnings).toMatch(/members: left out a node that does not validate: account\.slug/);
    expect(warnings).toMatch(/not in USD were left out of the monthly averages/);
    expect(warnings).toMatch(/membership\(s\) with totals not in USD/);
    expect(warnings).toMatch(/2 logo\(s\) left out.*beta-bakery \(not a PNG, JPEG, GIF or WebP image\).*gamma-games \(HTTP 404\)/);
  });

  it('reuses logos whose URL has not changed on the next fetch', async () => {
    const server = await replay('paged');
    await fetchSupporters(options(server, []));
    expect(server.seen.some((r) => r.path === '/images/acme.png')).toBe(true);
    server.reset();
    await fetchSupporters(options(server, []));
    expect(server.seen.some((r) => r.path === '/images/acme.png')).toBe(false);
    expect(await readdir(path.join(work, 'supporters/logos'))).toEqual(['acme-rockets.png']);
  });

  it('waits out a 429 (retry-after, then x-ratelimit-reset) and carries on', async () => {
    const server = await replay('rate-limited');
    const waits: number[] = [];
    const result = await fetchSupporters({ ...options(server, waits), pageSize: 100 });
    expect(waits).toEqual([2000, 5000]);
    expect(server.seen.filter((r) => r.method === 'POST')).toHaveLength(4);
    expect(result.data.supporters).toEqual([expect.objectContaining({ slug: 'acme-rockets', monthlyCents: 2000 })]);
  });

  it('gives up with a clear message when the rate limit never lifts', async () => {
    const server = await replay('always-limited');
    const waits: number[] = [];
    await expect(fetchSupporters(options(server, waits))).rejects.toThrow('SupportersMembers: still rate limited (HTTP 429) after 4 retries');
    expect(waits).toEqual([1000, 1000, 1000, 1000]);
  });

  it('refuses a wait longer than allowed instead of hanging', async () => {
    const server = await replay('rate-limited');
    await expect(fetchSupporters(options(server, [], { maxWaitMs: 1500 }))).rejects.toThrow(/asks to wait 2 s, longer than the 2 s allowed/);
  });

  it('keeps the previous data, byte for byte, when the API fails half-way', async () => {
    await fetchSupporters(options(await replay('paged'), []));
    const before = await snapshot(path.join(work, 'supporters'));
    const failing = await replay('failing');
    await expect(fetchSupporters(options(failing, []))).rejects.toThrow(/SupportersMembers: HTTP 500 Internal Server Error from http:\/\/127\.0\.0\.1:\d+: upstream exploded/);
    expect(await snapshot(path.join(work, 'supporters'))).toEqual(before);
    expect(await readdir(work)).toEqual(['supporters']);
  });

  it('reports GraphQL errors and an unreachable API by name', async () => {
    await expect(fetchSupporters(options(await replay('graphql-error'), []))).rejects.toThrow('SupportersMembers: the API answered with errors: No collective found with slug webpack');
    const closed = await replay('failing');
    await closed.close();
    servers = servers.filter((s) => s !== closed);
    await expect(fetchSupporters(options(closed, []))).rejects.toThrow(/SupportersMembers: could not reach http:\/\/127\.0\.0\.1:\d+ \(.*ECONNREFUSED.*\)/);
  });

  it('sends the personal token only when one is set', async () => {
    const withToken = await replay('rate-limited');
    await fetchSupporters({ ...options(withToken, [], { token: 'secret-token' }), pageSize: 100 });
    expect(withToken.seen.filter((r) => r.method === 'POST').every((r) => r.headers['personal-token'] === 'secret-token')).toBe(true);
    const without = await replay('rate-limited');
    await fetchSupporters({ ...options(without, []), pageSize: 100 });
    expect(without.seen.some((r) => 'personal-token' in r.headers)).toBe(false);
  });
});
