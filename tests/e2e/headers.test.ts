/**
 * The real site under its real `_headers`: each header is right for each kind of file, and the
 * preview server refuses traversal and malformed URLs (that every page loads in Chromium without
 * a single Content-Security-Policy violation is checked in every-page.test.ts, in the same load
 * as the other per-page checks). Reads `dist/` (built by `npm test`
 * before Vitest runs); `E2E_SITE_DIR` points it at another build while working.
 */
import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startHarness, type Harness } from './harness.ts';

const DIR = process.env['E2E_SITE_DIR'] ?? 'dist';
let h: Harness;
beforeAll(async () => {
  h = await startHarness(DIR);
});
afterAll(async () => {
  await h.close();
});

/** A raw request (the path goes on the wire as given); resolves with status, headers and body length. */
function fetchRaw(rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(h.base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function siteFiles(): Promise<string[]> {
  return readdir(path.join(ROOT, DIR));
}

describe('headers by file type', () => {
  const security = (headers: Record<string, string | string[] | undefined>): void => {
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(headers['content-security-policy']).toMatch(/object-src 'none'.*base-uri 'self'.*frame-ancestors 'none'/);
    expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  };

  it('pages, the offline page and the 404 page revalidate every time', async () => {
    for (const [p, status] of [['/', 200], ['/concepts/', 200], ['/offline.html', 200], ['/no/such/page/', 404]] as const) {
      const res = await fetchRaw(p);
      expect(res.status, p).toBe(status);
      expect(res.headers['content-type'], p).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], p).toBe('no-cache');
      security(res.headers);
    }
  });

  it('the worker revalidates every time; hashed scripts and stylesheets are kept a year', async () => {
    const sw = await fetchRaw('/sw.js');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const files = await siteFiles();
    const hashed = files.filter((f) => /^(?:main\.[0-9a-f]{10}\.js|styles\.[0-9a-f]{10}\.css|[0-9a-f]{12}\.(?:js|css))$/.test(f));
    expect(hashed.some((f) => f.endsWith('.css') && !f.startsWith('styles.'))).toBe(true);
    for (const f of hashed) {
      const res = await fetchRaw(`/${f}`);
      expect(res.headers['cache-control'], f).toBe('public, max-age=31536000, immutable');
      security(res.headers);
    }
  });

  it('the manifest and icons are served with their types', async () => {
    const manifest = await fetchRaw('/manifest.json');
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    for (const size of [150, 180, 192, 512]) {
      const icon = await fetchRaw(`/icons/icon-${size}.png`);
      expect(icon.status).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
    }
  });

  it('text files come precompressed by Accept-Encoding', async () => {
    const main = (await siteFiles()).find((f) => /^main\.[0-9a-f]{10}\.js$/.test(f)) ?? '';
    expect((await fetchRaw(`/${main}`, { 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
    expect((await fetchRaw(`/${main}`, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await fetchRaw('/concepts/', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });
});

describe('refusals', () => {
  it('refuses a path traversal and a malformed URL', async () => {
    expect((await fetchRaw('/../package.json')).status).toBe(400);
    expect((await fetchRaw('/%2e%2e/%2e%2e/package.json')).status).toBe(400);
    expect((await fetchRaw('/%E0%A4%A')).status).toBe(400);
  });
});
