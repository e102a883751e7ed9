/**
 * Links the web app manifest from the page once the app runs its offline support (after load,
 * when the browser is idle). The prerendered HTML does not link it: browsers fetch a linked
 * manifest while the page loads, one more request before the first paint of a first visit,
 * and what it serves (installing the site) needs the service worker, which needs script too.
 */
import { MANIFEST_URL } from '../../shared/service-worker.ts';

/** Adds `<link rel="manifest">` to the head, once. */
export function linkManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]') !== null) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_URL;
  document.head.append(link);
}
