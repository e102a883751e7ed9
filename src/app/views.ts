/**
 * The browser's deferred views (see deferred.tsx): each component here is the real one from a
 * chunk of its own, loaded when its trigger fires. The prerender bundle gets views.server.tsx in
 * place of this module, with the same exports rendered in place. Views shown inside one of these
 * views are in page-views.ts.
 */
import { loadNav } from './data/nav.ts';
import { deferred } from './deferred.tsx';
import { holdMovesFor } from './router/location.ts';
import { VIEW_SETTINGS as V } from './view-settings.ts';

// A failure reaches App's boundary, which says so in the page and tries the one recovery reload
// (before it hydrated, its prerendered page stays, and the reload is tried: deferred.tsx).
export const Home = deferred(V.home.name, V.home.trigger, () => import(/* webpackChunkName: "home" */ './Home/Home.tsx').then((m) => m.Home), { throwOnFailure: true });

export const SiteFooter = deferred(V.footer.name, V.footer.trigger, () => import(/* webpackChunkName: "footer" */ './Layout/SiteFooter.tsx').then((m) => m.SiteFooter));

export const CommunityLinks = deferred(V.communityLinks.name, V.communityLinks.trigger, () =>
  import(/* webpackChunkName: "community-links" */ './Layout/CommunityLinks.tsx').then((m) => m.CommunityLinks),
);

export const LanguageDropdown = deferred(V.languageDropdown.name, V.languageDropdown.trigger, () =>
  import(/* webpackChunkName: "language-dropdown" */ './Layout/LanguageDropdown.tsx').then((m) => m.LanguageDropdown),
);

export const SearchBox = deferred(V.searchBox.name, V.searchBox.trigger, () => import(/* webpackChunkName: "search-box" */ './Search/SearchBox.tsx').then((m) => m.SearchBox));

export const NotificationBar = deferred(V.notificationBar.name, V.notificationBar.trigger, () =>
  import(/* webpackChunkName: "notification-bar" */ './Layout/NotificationBar.tsx').then((m) => m.NotificationBar),
);

export const OfflineSupport = deferred(V.offlineSupport.name, V.offlineSupport.trigger, () =>
  import(/* webpackChunkName: "offline-support" */ './sw/OfflineSupport.tsx').then((m) => m.OfflineSupport),
);

// A failure reaches App's boundary, which shows 'Error loading content.' as a page body would
// (before it hydrated, its prerendered page stays, and the recovery reload is tried: deferred.tsx).
export const DocPage = deferred(V.docPage.name, V.docPage.trigger, () => import(/* webpackChunkName: "doc-page" */ './Page/DocPage.tsx').then((m) => m.DocPage), {
  perPage: true,
  throwOnFailure: true,
});

// A link's move waits for the code of the view it shows, under the progress bar (location.ts).
holdMovesFor((path) => (path === '/' ? Home : DocPage).preload());

// The sidebar lists the section's pages: it comes with the navigation tree.
export const SidebarNavigation = deferred(V.sidebarNavigation.name, V.sidebarNavigation.trigger, () =>
  Promise.all([import(/* webpackChunkName: "sidebar" */ './Layout/SidebarNavigation.tsx'), loadNav()]).then(([m]) => m.SidebarNavigation),
);

// The right-hand "On this page" column of wide screens.
// Its prerendered list is of one page: shown on another while the code was on its way, its links led to anchors that page lacks (reader review, session 30).
export const OnThisPage = deferred(V.onThisPage.name, V.onThisPage.trigger, () => import(/* webpackChunkName: "on-this-page" */ './Layout/OnThisPage.tsx').then((m) => m.OnThisPage), {
  perPage: true,
});

// The not-found page's body (its help for the address asked for loads after it): out of the first load, which every page pays.
export const NotFound = deferred(V.notFound.name, V.notFound.trigger, () => import(/* webpackChunkName: "not-found" */ './NotFound/NotFound.tsx').then((m) => m.NotFound));
