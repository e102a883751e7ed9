/** Names and triggers of the deferred views, shared by views.ts and views.server.tsx so their markup matches. */
import type { Trigger } from './deferred.tsx';

/** One deferred view's settings. */
export interface ViewSetting {
  /** Name in the `data-deferred` attribute. */
  name: string;
  /** When the browser loads it. */
  trigger: Trigger;
}

export const VIEW_SETTINGS = {
  home: { name: 'home', trigger: 'now' },
  footer: { name: 'footer', trigger: 'never' },
  communityLinks: { name: 'community-links', trigger: 'never' },
  languageDropdown: { name: 'language-dropdown', trigger: 'idle' },
  searchBox: { name: 'search-box', trigger: 'idle' },
  notificationBar: { name: 'notification-bar', trigger: 'idle' },
  offlineSupport: { name: 'offline-support', trigger: 'idle' },
  contributors: { name: 'contributors', trigger: 'visible' },
  docPage: { name: 'doc-page', trigger: 'idle' },
  sidebarNavigation: { name: 'sidebar', trigger: 'idle' },
  onThisPage: { name: 'on-this-page', trigger: 'idle' },
  notFound: { name: 'not-found', trigger: 'now' },
} as const satisfies Record<string, ViewSetting>;
