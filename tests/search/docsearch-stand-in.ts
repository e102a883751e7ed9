/**
 * A local stand-in for the hosted search service's query API, on 127.0.0.1: it checks the
 * credentials and the index name as the service does, replays the recorded answers of
 * `docsearch-recorded.json` (with the highlight tags the request asked for), answers CORS, and
 * can be told to fail. Tests never reach the real service.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';

/** The recorded file. */
export interface Recorded {
  /** Application id the stand-in accepts. */
  appId: string;
  /** Search-only key it accepts. */
  apiKey: string;
  /** Index it serves. */
  indexName: string;
  /** Answers by lower-cased query. */
  answers: Record<string, { hits: unknown[] } & Record<string, unknown>>;
}

/** The recorded answers shipped with the tests. */
export const RECORDED: Recorded = JSON.parse(readFileSync(path.join(import.meta.dirname, 'docsearch-recorded.json'), 'utf8')) as Recorded;

/** One request the stand-in saw. */
export interface SeenRequest {
  /** Request path with its query string. */
  url: string;
  /** The query text searched for ('' when absent). */
  query: string;
  /** The application id it carried. */
  appId: string;
}

/** A running stand-in. */
export interface StandIn {
  /** Base URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Requests seen, oldest first. */
  requests: SeenRequest[];
  /** Answers the next `count` queries with this HTTP status. */
  failNext: (status: number, count?: number) => void;
  /** Stops the server. */
  close: () => Promise<void>;
}

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-allow-headers': 'content-type, x-algolia-application-id, x-algolia-api-key' };

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...CORS });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** The query and tags of a request body: JSON with `query`, or the older `params` string. */
function parseBody(text: string): { query: string; pre: string; post: string } {
  const json = JSON.parse(text === '' ? '{}' : text) as { query?: unknown; params?: unknown; highlightPreTag?: unknown; highlightPostTag?: unknown };
  const params = new URLSearchParams(typeof json.params === 'string' ? json.params : '');
  const query = typeof json.query === 'string' ? json.query : (params.get('query') ?? '');
  const pre = typeof json.highlightPreTag === 'string' ? json.highlightPreTag : (params.get('highlightPreTag') ?? '<em>');
  const post = typeof json.highlightPostTag === 'string' ? json.highlightPostTag : (params.get('highlightPostTag') ?? '</em>');
  return { query, pre, post };
}

/** Starts a stand-in serving `recorded`. */
export async function startStandIn(recorded: Recorded = RECORDED): Promise<StandIn> {
  const requests: SeenRequest[] = [];
  let failures: { status: number; count: number } = { status: 0, count: 0 };
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS);
        return void res.end();
      }
      const url = new URL(req.url ?? '/', 'http://stand-in.invalid');
      const match = /^\/1\/indexes\/([^/]+)\/query$/.exec(url.pathname);
      if (req.method !== 'POST' || match === null) return send(res, 404, { message: 'Not Found', status: 404 });
      const appId = url.searchParams.get('x-algolia-application-id') ?? req.headers['x-algolia-application-id']?.toString() ?? '';
      const apiKey = url.searchParams.get('x-algolia-api-key') ?? req.headers['x-algolia-api-key']?.toString() ?? '';
      let body: ReturnType<typeof parseBody>;
      try {
        body = parseBody(await readBody(req));
      } catch {
        return send(res, 400, { message: 'Invalid JSON', status: 400 });
      }
      requests.push({ url: `${url.pathname}${url.search}`, query: body.query, appId });
      if (failures.count > 0) {
        failures = { status: failures.status, count: failures.count - 1 };
        return send(res, failures.status, { message: 'Stand-in told to fail', status: failures.status });
      }
      if (appId !== recorded.appId || apiKey !== recorded.apiKey) return send(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
      if (decodeURIComponent(match[1] ?? '') !== recorded.indexName) return send(res, 404, { message: 'Index does not exist', status: 404 });
      const answer = recorded.answers[body.query.trim().toLowerCase()] ?? { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1 };
      const tagged = JSON.stringify(answer).replaceAll('<em>', body.pre.replace(/[\\"]/g, '\\$&')).replaceAll('</em>', body.post.replace(/[\\"]/g, '\\$&'));
      return send(res, 200, { ...(JSON.parse(tagged) as object), query: body.query });
    })().catch(() => send(res, 500, { message: 'stand-in error', status: 500 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status, count = 1) => {
      failures = { status, count };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
