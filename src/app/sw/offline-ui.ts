/**
 * The lazily loaded part of offline support: the worker registration, the manifest link and the
 * offline banner. It is not needed to read a page, so it stays out of the first load (and its
 * stylesheet is the site's lazily loaded stylesheet chunk).
 */
export { OfflineBanner } from './OfflineBanner.tsx';
export { registerServiceWorker, type WorkerControl } from './register.ts';
export { linkManifest } from './manifest-link.ts';
