/** Words a third-party page shows above its README, in the page and in its markdown alike. */
import type { ThirdParty } from './types.ts';

/** The disclaimer's sentences (after its "Disclaimer:" label, before the source link). */
export function thirdPartyDisclaimer(t: Pick<ThirdParty, 'packageName' | 'version'>): string {
  return `${t.packageName} is a third-party package maintained by community members; it may not have the same support, security policy or license as webpack, and it is not maintained by webpack. This page shows its README for version ${t.version}, read from the published package.`;
}
