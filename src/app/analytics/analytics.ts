/**
 * The analytics client (Google Analytics 4 through gtag.js). Setting it up queues the tracker's
 * initialisation and adds the gtag.js script, which sends whatever the queue holds; page views
 * are queued on every route change. Nothing here runs unless a measurement id is configured
 * (see useAnalytics.ts), and this module is its own chunk, loaded only then.
 */

/** The gtag command function. */
type Gtag = (...args: unknown[]) => void;

/** The window fields gtag.js shares with the page. */
interface AnalyticsWindow {
  /** The command queue gtag.js reads. */
  dataLayer?: unknown[];
}

/** The error thrown when a page view is sent before setup. */
export const NOT_INITIALIZED = 'Google analytics is not initialized';

/** Where gtag.js is loaded from. */
export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

let gtag: Gtag | null = null;

/**
 * Sets analytics up once for measurement id `id`: the command queue, the tracker's
 * initialisation (without an automatic page view: the router sends those) and the script.
 */
export function setupAnalytics(id: string, win: AnalyticsWindow, doc: Document): void {
  if (gtag !== null) return;
  const queue = (win.dataLayer ??= []);
  // gtag.js only understands the `arguments` objects of its standard snippet, not arrays.
  gtag = function queueCommand() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js requires the arguments object itself
    queue.push(arguments);
  };
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false, anonymize_ip: true });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(id)}`;
  doc.head.append(script);
}

/** Sends a page view for `path`; throws when analytics has not been set up. */
export function trackPageView(path: string, title: string, location: string): void {
  if (gtag === null) throw new Error(NOT_INITIALIZED);
  gtag('event', 'page_view', { page_path: path, page_title: title, page_location: location });
}

/** Forgets the setup (tests). */
export function resetAnalytics(): void {
  gtag = null;
}
