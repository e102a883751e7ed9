/**
 * A small GraphQL client for the Open Collective API. It honours the rate-limit headers (waits
 * for `x-ratelimit-reset` when `x-ratelimit-remaining` reaches 0, and for `retry-after` on a 429
 * or 503), sends an optional personal token, and turns every failure into one readable error.
 */
import type { z } from 'zod';
import { describeIssues, envelopeSchema } from './schema.ts';

/** The public endpoint; `OPENCOLLECTIVE_API_URL` overrides it (tests point it at 127.0.0.1). */
export const DEFAULT_ENDPOINT = 'https://api.opencollective.com/graphql/v2';

/** Options of the client. */
export interface GraphQLClientOptions {
  /** GraphQL endpoint URL. */
  endpoint: string;
  /** Personal token, sent as `Personal-Token`; raises the rate limit. */
  token?: string;
  /** The fetch to use (Node's by default). */
  fetch?: typeof fetch;
  /** Waits; tests pass one that records the wait instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
  /** Current time in ms (for reset timestamps). */
  now?: () => number;
  /** Retries of a rate-limited request before giving up (default 4). */
  maxRetries?: number;
  /** Longest single wait accepted; a longer one fails instead of hanging (default 15 minutes). */
  maxWaitMs?: number;
  /** Time-out of one request (default 60 s). */
  timeoutMs?: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

/** Any failure talking to the API. */
export class OpenCollectiveError extends Error {
  override name = 'OpenCollectiveError';
}

/** A client bound to one endpoint. */
export interface GraphQLClient {
  /** Runs a query and validates its `data` with `schema`. */
  query<T>(operationName: string, query: string, variables: Record<string, unknown>, schema: z.ZodType<T>): Promise<T>;
  /** Number of HTTP requests made so far. */
  readonly requests: number;
}

/** Milliseconds to wait from a `retry-after` value: delay seconds or an HTTP date. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.ceil(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Milliseconds until `x-ratelimit-reset`: a Unix time in seconds (large values) or seconds from now. */
export function resetMs(value: string | null, now: number): number | undefined {
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n > 1e9 ? Math.max(0, Math.ceil(n * 1000 - now)) : Math.ceil(n * 1000);
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates a client. */
export function createGraphQLClient(options: GraphQLClientOptions): GraphQLClient {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const now = options.now ?? Date.now;
  const maxRetries = options.maxRetries ?? 4;
  const maxWaitMs = options.maxWaitMs ?? 15 * 60_000;
  const log = options.log ?? (() => undefined);
  const where = (() => {
    try {
      return new URL(options.endpoint).origin;
    } catch {
      throw new OpenCollectiveError(`The Open Collective endpoint '${options.endpoint}' is not a URL (check OPENCOLLECTIVE_API_URL)`);
    }
  })();
  let requests = 0;
  // Set when the server said the window is used up: the next request waits for the reset.
  let notBefore = 0;

  const wait = async (ms: number, why: string): Promise<void> => {
    if (ms > maxWaitMs) throw new OpenCollectiveError(`${why}: the API asks to wait ${Math.round(ms / 1000)} s, longer than the ${Math.round(maxWaitMs / 1000)} s allowed; try again later or set OPENCOLLECTIVE_TOKEN for a higher limit`);
    if (ms <= 0) return;
    log(`  ${why}: waiting ${Math.round(ms / 100) / 10} s`);
    await sleep(ms);
  };

  const post = async (operationName: string, body: string): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      if (notBefore > now()) await wait(notBefore - now(), 'rate limit used up');
      requests++;
      let response: Response;
      try {
        response = await doFetch(options.endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'user-agent': 'webpack-docs-site supporters fetcher',
            ...(options.token === undefined || options.token === '' ? {} : { 'personal-token': options.token }),
          },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
        });
      } catch (error) {
        const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
        throw new OpenCollectiveError(`${operationName}: could not reach ${where} (${cause})`, { cause: error });
      }
      const remaining = response.headers.get('x-ratelimit-remaining');
      const reset = resetMs(response.headers.get('x-ratelimit-reset'), now());
      notBefore = remaining !== null && Number(remaining) <= 0 && reset !== undefined ? now() + reset : 0;
      if (response.status !== 429 && response.status !== 503) return response;
      await response.body?.cancel();
      if (attempt >= maxRetries) throw new OpenCollectiveError(`${operationName}: still rate limited (HTTP ${response.status}) after ${maxRetries} retries`);
      const delay = retryAfterMs(response.headers.get('retry-after'), now()) ?? reset ?? 1000 * 2 ** attempt;
      notBefore = 0;
      await wait(delay, `${operationName}: HTTP ${response.status}`);
    }
  };

  return {
    get requests() {
      return requests;
    },
    async query<T>(operationName: string, query: string, variables: Record<string, unknown>, schema: z.ZodType<T>): Promise<T> {
      const response = await post(operationName, JSON.stringify({ operationName, query, variables }));
      const text = await response.text();
      if (!response.ok) throw new OpenCollectiveError(`${operationName}: HTTP ${response.status} ${response.statusText} from ${where}${text.trim() === '' ? '' : `: ${text.trim().slice(0, 200)}`}`);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new OpenCollectiveError(`${operationName}: the answer from ${where} is not JSON: ${text.slice(0, 120)}`);
      }
      const envelope = envelopeSchema.safeParse(json);
      if (!envelope.success) throw new OpenCollectiveError(`${operationName}: unexpected answer shape: ${describeIssues(envelope.error)}`);
      if (envelope.data.errors !== undefined && envelope.data.errors.length > 0) {
        throw new OpenCollectiveError(`${operationName}: the API answered with errors: ${envelope.data.errors.map((e) => e.message).join('; ')}`);
      }
      const data = schema.safeParse(envelope.data.data);
      if (!data.success) throw new OpenCollectiveError(`${operationName}: the answer does not match the expected shape: ${describeIssues(data.error)}`);
      return data.data;
    },
  };
}
