/** The preview server over a small real folder: headers, encodings, conditional requests, 404s and refusals. */
import { request } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from './static-server.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let dir: string;
let server: Awaited<ReturnType<typeof startStaticServer>>;

/** A raw request: the path goes on the wire exactly as given (fetch would normalise `..`). */
function get(rawPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const PAGE = '<!doctype html><title>Concepts</title><p>Concepts page</p>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'static-server-'));
  await mkdir(path.join(dir, 'concepts'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(path.join(dir, 'concepts/index.html'), PAGE);
  await writeFile(path.join(dir, 'concepts/index.md'), '# Concepts\n');
  await writeFile(path.join(dir, 'concepts.md'), '# Concepts\n');
  await writeFile(path.join(dir, '404.html'), '<!doctype html><title>Page Not Found</title>');
  await writeFile(path.join(dir, 'main.0123456789.js'), SCRIPT);
  await writeFile(path.join(dir, 'main.0123456789.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dir, 'main.0123456789.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(dir, '_headers'), ['/*', '  X-Content-Type-Options: nosniff', '/*/', '  Cache-Control: no-cache', '/main.*.js', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n'));
  await writeFile(path.join(dir, '_redirects'), '/old/ /concepts/ 301\n');
  server = await startStaticServer({ root: dir, port: 0 });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('static server', () => {
  it('serves a page with the _headers rules that match it', async () => {
    const res = await get('/concepts/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.toString()).toBe(PAGE);
  });

  it('serves page markdown as text/markdown at both of its paths, with no _headers rule needed', async () => {
    for (const p of ['/concepts/index.md', '/concepts.md']) {
      const res = await get(p);
      expect(res.status, p).toBe(200);
      expect(res.headers['content-type'], p).toBe('text/markdown; charset=utf-8');
      expect(res.body.toString(), p).toBe('# Concepts\n');
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/main.0123456789.js', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBe(0);
  });

  it('sends brotli or gzip by Accept-Encoding, and plain bytes otherwise', async () => {
    const br = await get('/main.0123456789.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(brotliCompressSync(SCRIPT));
    expect(br.headers['vary']).toBe('Accept-Encoding');
    const gz = await get('/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/main.0123456789.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers a conditional request for an unchanged file with 304', async () => {
    const first = await get('/concepts/');
    const etag = String(first.headers['etag']);
    expect((await get('/concepts/', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/concepts/', { 'if-modified-since': String(first.headers['last-modified']) })).status).toBe(304);
    expect((await get('/concepts/', { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('returns the HTML 404 page for a missing page and plain text for a missing asset', async () => {
    const page = await get('/no/such/page/');
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.toString()).toContain('Page Not Found');
    const asset = await get('/missing.0123456789.js');
    expect(asset.status).toBe(404);
    expect(asset.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(asset.body.toString()).not.toContain('<');
  });

  it('applies _redirects and adds the trailing slash to folders', async () => {
    const moved = await get('/old/');
    expect(moved.status).toBe(301);
    expect(moved.headers['location']).toBe('/concepts/');
    const folder = await get('/concepts');
    expect(folder.status).toBe(301);
    expect(folder.headers['location']).toBe('/concepts/');
    // Both keep the query, as hosts do.
    expect((await get('/old/?a=1&b=2')).headers['location']).toBe('/concepts/?a=1&b=2');
    expect((await get('/concepts?a=1')).headers['location']).toBe('/concepts/?a=1');
  });

  it('refuses path traversal, encoded or not, and malformed URLs', async () => {
    for (const attempt of ['/../package.json', '/concepts/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc/passwd', '/concepts/%00.html']) {
      const res = await get(attempt);
      expect(res.status, attempt).toBe(400);
    }
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/%')).status).toBe(400);
  });

  it('never serves its own configuration files and allows only GET and HEAD', async () => {
    expect((await get('/_headers')).status).toBe(404);
    expect((await get('/_redirects')).status).toBe(404);
    const post = await get('/concepts/', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
  });
});
