/** The hosted search client against a local stand-in of the service's query API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupHostedHits, hostedRequest, HostedSearchError, MARK_CLOSE, MARK_OPEN, queryHosted } from '../../shared/search/docsearch.ts';
import { hostedConfigFrom, type HostedSearchConfig } from '../../shared/search/hosted-config.ts';
import { RECORDED, startStandIn, type StandIn } from '../../../tests/search/docsearch-stand-in.ts';

let standIn: StandIn;
let config: HostedSearchConfig;
beforeAll(async () => {
  standIn = await startStandIn();
  const c = hostedConfigFrom({ appId: RECORDED.appId, apiKey: RECORDED.apiKey, indexName: RECORDED.indexName, host: standIn.url });
  if (c === null) throw new Error('configuration expected');
  config = c;
});
afterAll(async () => {
  await standIn.close();
});

describe('queryHosted', () => {
  it('sends a simple POST with the credentials in the query string and the query as JSON', () => {
    const { url, init } = hostedRequest(config, 'cache');
    expect(url).toBe(`${standIn.url}/1/indexes/webpack-docs/query?x-algolia-application-id=TESTAPP1&x-algolia-api-key=search-only-key-for-tests`);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(JSON.parse(init.body as string)).toMatchObject({ query: 'cache', highlightPreTag: MARK_OPEN, highlightPostTag: MARK_CLOSE });
  });

  it('returns the hits of the answer', async () => {
    const hits = await queryHosted(config, 'cache');
    expect(hits.map((h) => h.url)).toEqual(['https://webpack.js.org/configuration/cache/#cachetype', 'https://webpack.js.org/configuration/cache/', 'https://example.com/elsewhere/#cache']);
    expect(standIn.requests.at(-1)).toMatchObject({ query: 'cache', appId: 'TESTAPP1' });
  });

  it('answers an unknown query with no hits', async () => {
    expect(await queryHosted(config, 'nothing recorded')).toEqual([]);
  });

  it("rejects with the service's status and message", async () => {
    await expect(queryHosted({ ...config, apiKey: 'wrong' }, 'cache')).rejects.toThrow(/answered 403: Invalid Application-ID or API key/);
    await expect(queryHosted({ ...config, indexName: 'other' }, 'cache')).rejects.toMatchObject({ status: 404 });
    standIn.failNext(500);
    await expect(queryHosted(config, 'cache')).rejects.toBeInstanceOf(HostedSearchError);
  });

  it('rejects when the service cannot be reached', async () => {
    await expect(queryHosted({ ...config, host: 'http://127.0.0.1:9' }, 'cache')).rejects.toMatchObject({ name: 'HostedSearchError', status: 0 });
  });

  it('rejects an answer without a hits list', async () => {
    const fake = (() => Promise.resolve(new Response('{"message":"ok"}', { status: 200 }))) as typeof fetch;
    await expect(queryHosted(config, 'cache', { fetch: fake })).rejects.toThrow(/without a hits list/);
  });
});

describe('groupHostedHits', () => {
  it('groups by page, makes links site-relative, drops other sites and keeps highlights as data', async () => {
    const groups = groupHostedHits(await queryHosted(config, 'cache'));
    expect(groups).toHaveLength(1);
    const [group] = groups;
    expect(group?.url).toBe('/configuration/cache/');
    expect(group?.title).toBe('Cache');
    expect(group?.section).toBe('Configuration');
    expect(group?.items.map((i) => i.url)).toEqual(['/configuration/cache/#cachetype', '/configuration/cache/']);
    expect(group?.items[0]?.title).toEqual([
      { text: 'cache', mark: true },
      { text: '.type', mark: false },
    ]);
    expect(group?.items[0]?.snippet.map((s) => s.text).join('')).toBe('Hosted answer: the cache type, memory or filesystem & more.');
  });
});
