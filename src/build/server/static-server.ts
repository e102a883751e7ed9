/**
 * A small production-grade static server for `dist/`: applies `_headers` and `_redirects`,
 * serves precompressed `.br`/`.gz` by Accept-Encoding, answers HEAD and conditional requests,
 * returns a real 404 (the HTML page for page paths, plain text for missing assets) and refuses
 * path traversal and malformed URLs.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { headersFor, parseHeadersFile, parseRedirectsFile, type HeaderRule, type RedirectRule } from './headers-file.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** Options of the server. */
export interface StaticServerOptions {
  /** Folder to serve. */
  root: string;
  /** Port (0 for any free one). */
  port: number;
  /** Host to bind; loopback by default. */
  host?: string;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

function plain(res: ServerResponse, status: number, text: string, head: boolean): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text), 'x-content-type-options': 'nosniff' });
  res.end(head ? undefined : text);
}

/** Starts the server; resolves once it listens. */
export async function startStaticServer(options: StaticServerOptions): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  const root = path.resolve(options.root);
  const readText = (name: string): Promise<string> => readFile(path.join(root, name), 'utf8').catch(() => '');
  let headerRules: HeaderRule[] = parseHeadersFile(await readText('_headers'));
  let redirectRules: RedirectRule[] = parseRedirectsFile(await readText('_redirects'));
  const reload = async (): Promise<void> => {
    headerRules = parseHeadersFile(await readText('_headers'));
    redirectRules = parseRedirectsFile(await readText('_redirects'));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      res.setHeader('allow', 'GET, HEAD');
      return plain(res, 405, 'Method Not Allowed', false);
    }
    let pathname: string;
    // The query a redirect carries on, as hosts do (reader review: `/concepts/mode/?a=1` lost it).
    const query = /\?[^#]*/.exec(req.url ?? '')?.[0] ?? '';
    try {
      const raw = (req.url ?? '/').split('?')[0] ?? '/';
      if (!raw.startsWith('/')) return plain(res, 400, 'Bad Request', head);
      pathname = decodeURIComponent(raw);
    } catch {
      return plain(res, 400, 'Bad Request: malformed URL', head);
    }
    if (pathname.includes('\0') || pathname.split(/[\\/]/).includes('..')) return plain(res, 400, 'Bad Request: path traversal refused', head);
    if (pathname.endsWith('/_headers') || pathname.endsWith('/_redirects')) return plain(res, 404, 'Not Found', head);

    const redirect = redirectRules.find((r) => r.from === pathname || r.from === `${pathname}/`);
    if (redirect !== undefined) {
      const [target = '', hash] = redirect.to.split('#');
      res.writeHead(redirect.status, { location: `${target}${query}${hash === undefined ? '' : `#${hash}`}` });
      return void res.end();
    }

    let file = path.join(root, pathname);
    if (!file.startsWith(root)) return plain(res, 400, 'Bad Request: path traversal refused', head);
    let status = 200;
    let servedPath = pathname;
    if (pathname.endsWith('/')) {
      file = path.join(file, 'index.html');
      servedPath = `${pathname}index.html`;
    } else if (!(await isFile(file)) && (await isFile(path.join(file, 'index.html')))) {
      res.writeHead(301, { location: `${pathname}/${query}` });
      return void res.end();
    }
    if (!(await isFile(file))) {
      const ext = path.extname(pathname);
      if (ext !== '' && ext !== '.html') return plain(res, 404, 'Not Found', head);
      file = path.join(root, '404.html');
      servedPath = '/404.html';
      status = 404;
      if (!(await isFile(file))) return plain(res, 404, 'Not Found', head);
    }

    const ext = path.extname(file);
    const headers = headersFor(headerRules, status === 404 ? pathname : servedPath.replace(/index\.html$/, ''));
    for (const [k, v] of headersFor(headerRules, servedPath)) if (!headers.has(k)) headers.set(k, v);
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = file;
    let encoding: string | undefined;
    if (/\bbr\b/.test(accept) && (await isFile(`${file}.br`))) {
      body = `${file}.br`;
      encoding = 'br';
    } else if (/\bgzip\b/.test(accept) && (await isFile(`${file}.gz`))) {
      body = `${file}.gz`;
      encoding = 'gzip';
    }
    const info = await stat(body);
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding === undefined ? '' : `-${encoding}`}"`;
    const out: Record<string, string | number> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': info.size,
      etag,
      'last-modified': info.mtime.toUTCString(),
      vary: 'Accept-Encoding',
    };
    if (encoding !== undefined) out['content-encoding'] = encoding;
    for (const [k, v] of headers) out[k] = v;
    if (status === 200 && (req.headers['if-none-match'] === etag || (req.headers['if-modified-since'] !== undefined && new Date(req.headers['if-modified-since']).getTime() >= Math.floor(info.mtimeMs / 1000) * 1000))) {
      delete out['content-length'];
      res.writeHead(304, out);
      return void res.end();
    }
    res.writeHead(status, out);
    if (head) return void res.end();
    createReadStream(body).on('error', () => res.destroy()).pipe(res);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('preview server error:', error);
      if (!res.headersSent) plain(res, 500, 'Internal Server Error', false);
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  await reload();
  return {
    server,
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
