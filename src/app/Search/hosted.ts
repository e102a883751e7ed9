/**
 * The hosted search client as the dialog uses it, in a chunk of its own: loaded only when a build
 * configures the hosted service. A query that fails or takes longer than `HOSTED_TIMEOUT_MS`
 * rejects, and the dialog then answers from the local index.
 */
import { groupHostedHits, HostedSearchError, queryHosted } from '../../shared/search/docsearch.ts';
import type { HostedSearchConfig } from '../../shared/search/hosted-config.ts';
import { hostedDisplay, type DisplayGroup } from './results.ts';

/** How long a hosted answer may take before the local index answers instead. */
export const HOSTED_TIMEOUT_MS = 3000;

/** A configured client. */
export interface HostedClient {
  /** Results for a query; rejects on failure, time-out or when `signal` aborts. */
  search: (query: string, signal: AbortSignal) => Promise<DisplayGroup[]>;
}

/** A client for the configuration. */
export function createHostedClient(config: HostedSearchConfig): HostedClient {
  return {
    search: async (query, signal) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), HOSTED_TIMEOUT_MS);
      const forward = (): void => controller.abort();
      signal.addEventListener('abort', forward);
      try {
        return hostedDisplay(groupHostedHits(await queryHosted(config, query, { signal: controller.signal })));
      } catch (error) {
        if (signal.aborted) throw error;
        throw error instanceof HostedSearchError ? error : new HostedSearchError(0, `hosted search timed out after ${HOSTED_TIMEOUT_MS} ms`);
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', forward);
      }
    },
  };
}
