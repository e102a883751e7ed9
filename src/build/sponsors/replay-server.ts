/**
 * A local stand-in for the Open Collective API in tests: an HTTP server on 127.0.0.1 that
 * answers GraphQL POSTs from a recording (in order, matched by operation name and offset) and
 * serves the recording's images. `{{origin}}` in a recorded body becomes the server's origin,
 * so recorded logo URLs point back at it. Every request is logged for the test to inspect.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { z } from 'zod';

const exchangeSchema = z.object({
  /** Which request this answers. */
  match: z.object({ operationName: z.string(), offset: z.number().int().optional() }),
  /** HTTP status to answer with. */
  status: z.number().int(),
  /** Response headers. */
  headers: z.record(z.string(), z.string()).default({}),
  /** JSON body, or a string sent as is. */
  body: z.unknown(),
});

const recordingSchema = z.object({
  /** What the recording shows. */
  description: z.string(),
  /** Answers, used once each in order. */
  exchanges: z.array(exchangeSchema),
  /** Images by path: status, content type and base64 bytes. */
  images: z.record(z.string(), z.object({ status: z.number().int(), contentType: z.string(), base64: z.string() })).default({}),
});

/** One request the server saw. */
export interface SeenRequest {
  /** Method and path. */
  method: string;
  /** Request path. */
  path: string;
  /** GraphQL operation name, if any. */
  operationName?: string;
  /** GraphQL variables, if any. */
  variables?: Record<string, unknown>;
  /** Request headers. */
  headers: Record<string, string | string[] | undefined>;
}

/** A running replay server. */
export interface ReplayServer {
  /** Origin, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  /** The GraphQL endpoint. */
  endpoint: string;
  /** Every request so far. */
  seen: SeenRequest[];
  /** Makes every recorded answer available again and forgets the requests seen. */
  reset: () => void;
  /** Stops it. */
  close: () => Promise<void>;
}

/** Loads a recording from `recordings/<name>.json` beside this file. */
export async function loadRecording(name: string): Promise<z.infer<typeof recordingSchema>> {
  const file = path.join(import.meta.dirname, 'recordings', `${name}.json`);
  return recordingSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** Starts a server replaying the named recording. */
export async function startReplay(name: string): Promise<ReplayServer> {
  const recording = await loadRecording(name);
  const unused = [...recording.exchanges];
  const seen: SeenRequest[] = [];
  let origin = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin);
      const entry: SeenRequest = { method: req.method ?? 'GET', path: url.pathname, headers: req.headers };
      seen.push(entry);
      if (req.method === 'GET') {
        const image = recording.images[url.pathname];
        if (image === undefined) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return void res.writeHead(image.status, { 'content-type': image.contentType }).end(Buffer.from(image.base64, 'base64'));
      }
      let body: { operationName?: string; variables?: Record<string, unknown> } = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return void res.writeHead(400).end('bad json');
      }
      if (body.operationName !== undefined) entry.operationName = body.operationName;
      if (body.variables !== undefined) entry.variables = body.variables;
      const index = unused.findIndex((e) => e.match.operationName === body.operationName && (e.match.offset === undefined || e.match.offset === body.variables?.['offset']));
      const exchange = index === -1 ? undefined : unused.splice(index, 1)[0];
      if (exchange === undefined) return void res.writeHead(500, { 'content-type': 'text/plain' }).end(`replay: no recorded answer left for ${body.operationName ?? '?'} offset ${String(body.variables?.['offset'])}`);
      const text = (typeof exchange.body === 'string' ? exchange.body : JSON.stringify(exchange.body)).replaceAll('{{origin}}', origin);
      res.writeHead(exchange.status, { 'content-type': typeof exchange.body === 'string' ? 'text/plain' : 'application/json', ...exchange.headers }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('replay server has no port');
  origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    endpoint: `${origin}/graphql/v2`,
    seen,
    reset: () => {
      unused.splice(0, unused.length, ...recording.exchanges);
      seen.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
