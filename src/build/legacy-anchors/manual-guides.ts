/**
 * Reviewed matches for the incumbent's concepts and guides pages, merged into `MANUAL_MATCHES` (`manual.ts`):
 * page → { old id → our id }. Each was checked by reading both sections' subjects; an old section
 * with no counterpart here is left out, so its link opens the page's top.
 */
export const GUIDE_MATCHES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // The intro stands for the old motivation and use cases; the low-level plugins and the run-time publicPath recipes have no section here.
  '/concepts/module-federation/': {
    'low-level-concepts': 'how-it-works-at-runtime',
    'high-level-concepts': 'hosts-remotes-and-containers',
    'dynamic-remote-containers': 'choosing-a-remotes-url-at-run-time',
    troubleshooting: 'pitfalls',
  },
};
