/** Fetching one page's data file, and the errors a failure gives (see loadPage.ts). */
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants.ts';
import type { PageData } from '../../shared/types.ts';
import { pageDataUrl } from '../../shared/urls.ts';

/** The error a missing entry of the lookup gives. */
function notFound(url: string): Error {
  return Object.assign(new Error(`Cannot find module '${url}'`), { code: 'MODULE_NOT_FOUND' });
}

/** The error a page file that did not arrive gives: webpack's chunk failure, field for field. */
function loadFailure(request: string, type: 'missing' | 'error' | 'timeout', detail: string): Error {
  const error = new Error(`Loading chunk ${request} failed.\n(${type}: ${detail})`);
  return Object.assign(error, { name: 'ChunkLoadError', type, request });
}

/** What fetching a page needs (the browser's, replaced in unit tests). */
export interface PageFetchEnv {
  /** Whether the lookup has a page (documentation or printable) at this URL. */
  has: (url: string) => Promise<boolean>;
  /** The fetch function. */
  fetch: typeof fetch;
  /** Base URL the data path is resolved against. */
  base: string;
}

/** Fetches one page's data file. */
export async function fetchPage(url: string, env: PageFetchEnv): Promise<PageData> {
  if (!(await env.has(url))) throw notFound(url);
  const request = new URL(pageDataUrl(url), env.base).href;
  let response: Response;
  try {
    response = await env.fetch(request, { signal: AbortSignal.timeout(CHUNK_LOAD_TIMEOUT_MS), credentials: 'same-origin' });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw loadFailure(request, timedOut ? 'timeout' : 'error', (error as Error).message);
  }
  if (!response.ok) throw loadFailure(request, response.status === 404 ? 'missing' : 'error', `HTTP ${response.status}`);
  return (await response.json()) as PageData;
}
