/**
 * A small client for the hosted search service's HTTP query API (the DocSearch / Algolia
 * `POST /1/indexes/{index}/query` endpoint), written here rather than installing an SDK. The
 * credentials travel as query parameters and the body as `application/x-www-form-urlencoded`
 * text holding JSON, as the service accepts, so the browser sends a simple request without a
 * CORS preflight. Results become site-relative links grouped by page.
 */
import { toSiteRelative } from '../view-urls.ts';
import type { HostedSearchConfig } from './hosted-config.ts';
import { segmentsFromMarkers, type TextSegment } from './highlight.ts';

/** Highlight markers asked of the service: private-use characters, never HTML. */
export const MARK_OPEN = '\uE000';
export const MARK_CLOSE = '\uE001';

/** Heading levels of a DocSearch record (`lvl0` is the category, `lvl1` the page title). */
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** One record of the hosted index, as far as the site reads it. */
export interface HostedHit {
  /** Absolute URL with the anchor. */
  url: string;
  /** Headings from the category (`lvl0`) down. */
  hierarchy: Partial<Record<(typeof LEVELS)[number], string | null>>;
  /** Paragraph text, for content records. */
  content?: string | null;
  /** Highlighted copies of the fields. */
  _highlightResult?: { hierarchy?: Partial<Record<(typeof LEVELS)[number], { value?: string }>> };
  /** Snippeted content. */
  _snippetResult?: { content?: { value?: string } };
}

/** A hosted result ready to show. */
export interface HostedItem {
  /** Site-relative link. */
  url: string;
  /** The record's heading (or the page title), with highlights. */
  title: TextSegment[];
  /** The enclosing heading ('' when none). */
  parent: string;
  /** Snippet with highlights. */
  snippet: TextSegment[];
}

/** Hosted results of one page. */
export interface HostedGroup {
  /** Page URL. */
  url: string;
  /** Page title. */
  title: string;
  /** The category above the page (`lvl0`, 'Configuration'), '' when none or the same as the title. */
  section: string;
  /** Records of that page. */
  items: HostedItem[];
}

/** A failed hosted query: HTTP status (0 for network failures and bad answers) and the reason. */
export class HostedSearchError extends Error {
  /** HTTP status, 0 when none. */
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'HostedSearchError';
    this.status = status;
  }
}

/** The request the client sends: URL and init, separated so tests can check them. */
export function hostedRequest(config: HostedSearchConfig, query: string, hitsPerPage = 20): { url: string; init: RequestInit } {
  const params = new URLSearchParams({ 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.apiKey });
  const body = {
    query,
    hitsPerPage,
    attributesToRetrieve: ['hierarchy', 'content', 'url'],
    attributesToSnippet: ['content:24'],
    snippetEllipsisText: '…',
    highlightPreTag: MARK_OPEN,
    highlightPostTag: MARK_CLOSE,
  };
  return {
    url: `${config.host}/1/indexes/${encodeURIComponent(config.indexName)}/query?${params.toString()}`,
    init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: JSON.stringify(body), credentials: 'omit' },
  };
}

function isHit(value: unknown): value is HostedHit {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['url'] === 'string' && typeof v['hierarchy'] === 'object' && v['hierarchy'] !== null;
}

/** Sends one query; rejects with `HostedSearchError` on a network failure, a non-2xx status or an answer of the wrong shape. */
export async function queryHosted(config: HostedSearchConfig, query: string, options: { signal?: AbortSignal; fetch?: typeof fetch } = {}): Promise<HostedHit[]> {
  const { url, init } = hostedRequest(config, query);
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await doFetch(url, { ...init, ...(options.signal === undefined ? {} : { signal: options.signal }) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HostedSearchError(0, `hosted search unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const detail = await response.json().then((j: { message?: unknown }) => (typeof j.message === 'string' ? j.message : ''), () => '');
    throw new HostedSearchError(response.status, `hosted search answered ${response.status}${detail === '' ? '' : `: ${detail}`}`);
  }
  const json: unknown = await response.json().catch(() => undefined);
  const hits = (json as { hits?: unknown } | undefined)?.hits;
  if (!Array.isArray(hits)) throw new HostedSearchError(0, 'hosted search answered without a hits list');
  return hits.filter(isHit);
}

/** Groups hits by page, keeping only links into this site, made site-relative. */
export function groupHostedHits(hits: readonly HostedHit[]): HostedGroup[] {
  const groups = new Map<string, HostedGroup>();
  for (const hit of hits) {
    const url = toSiteRelative(hit.url);
    if (!url.startsWith('/')) continue;
    const page = url.split('#')[0] ?? url;
    const levels = LEVELS.map((l) => hit.hierarchy[l] ?? null);
    const deepest = levels.reduce<number>((at, v, i) => (v !== null && v !== '' ? i : at), 1);
    const pageTitle = levels[1] ?? levels[0] ?? page;
    const raw = hit._highlightResult?.hierarchy?.[LEVELS[deepest] ?? 'lvl1']?.value ?? levels[deepest] ?? pageTitle;
    const snippet = hit._snippetResult?.content?.value ?? hit.content ?? '';
    const item: HostedItem = {
      url,
      title: segmentsFromMarkers(raw, MARK_OPEN, MARK_CLOSE),
      parent: deepest > 2 ? (levels[deepest - 1] ?? '') : '',
      snippet: segmentsFromMarkers(snippet, MARK_OPEN, MARK_CLOSE),
    };
    let group = groups.get(page);
    const section = levels[0] ?? '';
    if (group === undefined) groups.set(page, (group = { url: page, title: pageTitle, section: section === pageTitle ? '' : section, items: [] }));
    if (!group.items.some((i) => i.url === item.url)) group.items.push(item);
  }
  return [...groups.values()];
}
