/**
 * The prerender's views: the same exports as views.ts, rendered in place inside the same frame
 * (webpack.config.ts swaps this module in for views.ts in the prerender bundle).
 */
import { framed } from './framed.tsx';
import { Home as HomeView } from './Home/Home.tsx';
import { CommunityLinks as CommunityLinksView } from './Layout/CommunityLinks.tsx';
import { LanguageDropdown as LanguageDropdownView } from './Layout/LanguageDropdown.tsx';
import { NotificationBar as NotificationBarView } from './Layout/NotificationBar.tsx';
import { SiteFooter as SiteFooterView } from './Layout/SiteFooter.tsx';
import { SearchBox as SearchBoxView } from './Search/SearchBox.tsx';
import { DocPage as DocPageView } from './Page/DocPage.tsx';
import { SidebarNavigation as SidebarNavigationView } from './Layout/SidebarNavigation.tsx';
import { OnThisPage as OnThisPageView } from './Layout/OnThisPage.tsx';
import { OfflineSupport as OfflineSupportView } from './sw/OfflineSupport.tsx';
import { NotFound as NotFoundView } from './NotFound/NotFound.tsx';
import { VIEW_SETTINGS as V } from './view-settings.ts';

export const Home = framed(V.home, HomeView);
export const SiteFooter = framed(V.footer, SiteFooterView);
export const CommunityLinks = framed(V.communityLinks, CommunityLinksView);
export const LanguageDropdown = framed(V.languageDropdown, LanguageDropdownView);
export const SearchBox = framed(V.searchBox, SearchBoxView);
export const NotificationBar = framed(V.notificationBar, NotificationBarView);
export const OfflineSupport = framed(V.offlineSupport, OfflineSupportView);
export const DocPage = framed(V.docPage, DocPageView);
export const SidebarNavigation = framed(V.sidebarNavigation, SidebarNavigationView);
export const OnThisPage = framed(V.onThisPage, OnThisPageView);
export const NotFound = framed(V.notFound, NotFoundView);
