/**
 * Constants only code loaded after the first paint uses (deferred views, lazy chunks) and the
 * build. constants.ts is in the first-load bundle, and with it every export of it that any chunk
 * uses (webpack keeps a module's used exports wherever the module is): these would ride along.
 */

/** Versions in the selector; the first is current (constants.ts's CURRENT_VERSION). */
export const SUPPORTED_VERSIONS = ['5', '4'] as const;

/** The home page's rotating word. */
export const ROTATOR_WORDS = ['assets', 'scripts', 'images', 'styles'] as const;

/** The sidebar group of the API reference (under constants.ts's API_REFERENCE_URL). */
export const API_REFERENCE_GROUP = 'API Reference';

/** webpack's page on Open Collective, which lists every sponsor and backer (the home page links to it). */
export const SPONSORS_PAGE_URL = 'https://opencollective.com/webpack';

/** Local storage key of the notification bar's dismissal. */
export const NOTIFICATION_STORAGE_KEY = 'notification-dismissed';

/**
 * Set on `<html>` before the first paint by the boot script (theme-script.ts) when the notification
 * bar is going to show, so its room is kept until its chunk renders it (NotificationBar.module.css).
 */
export const NOTIFICATION_ATTRIBUTE = 'data-notification';

/** Spec texts shown to readers by those views (constants.ts's TEXT has the others). */
export const VIEW_TEXT = {
  searchPlaceholder: 'Search documentation',
  monthlyToggle: 'Show sponsors by their average monthly amount of sponsoring in the last year.',
} as const;
