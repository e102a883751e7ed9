/** Where each documented webpack version lives. */
import { CURRENT_VERSION, SITE_ORIGIN } from '../../shared/constants.ts';

/**
 * The address of `pathAndHash` in the documentation of `version`: this site (a site-relative
 * path) for the current version, the same path on the `v{version}.` host otherwise.
 */
export function versionUrl(version: string, pathAndHash: string): string {
  if (version === CURRENT_VERSION) return pathAndHash;
  const origin = new URL(SITE_ORIGIN);
  return `${origin.protocol}//v${version}.${origin.host}${pathAndHash}`;
}
