import { describe, expect, it } from 'vitest';
import { fetchPage, type PageFetchEnv } from './fetchPage.ts';

const PAGE = { url: '/concepts/alpha/', title: 'Alpha', description: 'd', html: '<p>a</p>', anchors: [], contributors: [], related: [], editUrl: 'e' };

/** An environment whose server answers with `respond` and records the requests. */
function env(respond: (url: string) => Response | Promise<Response>): PageFetchEnv & { requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    has: (url) => Promise.resolve(url === '/concepts/alpha/'),
    base: 'http://127.0.0.1:9/somewhere/',
    fetch: (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      requests.push(url);
      return Promise.resolve(respond(url));
    },
  };
}

describe('fetchPage', () => {
  it('fetches the page data file of a known page from the site root', async () => {
    const e = env(() => new Response(JSON.stringify(PAGE), { status: 200 }));
    await expect(fetchPage('/concepts/alpha/', e)).resolves.toEqual(PAGE);
    expect(e.requests).toEqual(['http://127.0.0.1:9/page-data/concepts__alpha.json']);
  });

  it("rejects a page missing from the lookup with 'Cannot find module' and MODULE_NOT_FOUND, without a request", async () => {
    const e = env(() => new Response('{}'));
    const error = await fetchPage('/concepts/nope/', e).catch((x: unknown) => x);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^Cannot find module/);
    expect((error as { code?: string }).code).toBe('MODULE_NOT_FOUND');
    expect(e.requests).toEqual([]);
  });

  it('rejects a file gone from the server like a missing webpack chunk', async () => {
    const error = await fetchPage('/concepts/alpha/', env(() => new Response('Not Found', { status: 404 }))).catch((x: unknown) => x);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'missing', request: 'http://127.0.0.1:9/page-data/concepts__alpha.json' });
    expect((error as Error).message).toMatch(/^Loading chunk \S+ failed\./);
  });

  it('rejects a network failure with type error', async () => {
    const failing: PageFetchEnv = { ...env(() => new Response()), fetch: () => Promise.reject(new TypeError('Failed to fetch')) };
    await expect(fetchPage('/concepts/alpha/', failing)).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'error' });
  });
});
