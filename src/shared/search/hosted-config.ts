/**
 * The hosted search option (a DocSearch-style service). Empty by default: then the site answers
 * from its own index and loads nothing of the hosted client. A build may set the values from the
 * environment (`DOCSEARCH_APP_ID`, `DOCSEARCH_API_KEY`, `DOCSEARCH_INDEX_NAME`, and
 * `DOCSEARCH_HOST` to point at another host, e.g. a local stand-in in tests).
 */

/** Application id of the hosted search service. */
export const DOCSEARCH_APP_ID = '';

/** The search-only API key (public by design: it can only query). */
export const DOCSEARCH_API_KEY = '';

/** Name of the index holding this site's records. */
export const DOCSEARCH_INDEX_NAME = '';

/** Everything the hosted client needs. */
export interface HostedSearchConfig {
  /** Application id. */
  appId: string;
  /** Search-only API key. */
  apiKey: string;
  /** Index name. */
  indexName: string;
  /** Base URL of the API (default `https://<appId>-dsn.algolia.net`). */
  host: string;
}

/** The base URL the service answers on for an application id. */
export function defaultHostedHost(appId: string): string {
  return `https://${appId.toLowerCase()}-dsn.algolia.net`;
}

/** A complete configuration, or null when any of the three required values is empty. */
export function hostedConfigFrom(values: { appId?: string | undefined; apiKey?: string | undefined; indexName?: string | undefined; host?: string | undefined }): HostedSearchConfig | null {
  const appId = values.appId?.trim() ?? '';
  const apiKey = values.apiKey?.trim() ?? '';
  const indexName = values.indexName?.trim() ?? '';
  if (appId === '' || apiKey === '' || indexName === '') return null;
  const host = values.host?.trim() ?? '';
  return { appId, apiKey, indexName, host: (host === '' ? defaultHostedHost(appId) : host).replace(/\/+$/, '') };
}

/** The configuration from the constants above. */
export function configuredHostedSearch(): HostedSearchConfig | null {
  return hostedConfigFrom({ appId: DOCSEARCH_APP_ID, apiKey: DOCSEARCH_API_KEY, indexName: DOCSEARCH_INDEX_NAME });
}
