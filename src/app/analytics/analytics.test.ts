import { afterEach, describe, expect, it } from 'vitest';
import { GTAG_SCRIPT, NOT_INITIALIZED, resetAnalytics, setupAnalytics, trackPageView } from './analytics.ts';

/** Just enough of a document for the setup: it records the scripts it is given. */
function fakeDocument(): { doc: Document; scripts: Array<{ src: string; async: boolean }> } {
  const scripts: Array<{ src: string; async: boolean }> = [];
  const doc = {
    createElement: () => ({ src: '', async: false }),
    head: { append: (script: { src: string; async: boolean }) => void scripts.push(script) },
  };
  return { doc: doc as unknown as Document, scripts };
}

/** The queued commands as plain arrays. */
const commands = (queue: unknown[] | undefined): unknown[][] => (queue ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => resetAnalytics());

describe('analytics', () => {
  it("throws 'Google analytics is not initialized' before setup", () => {
    expect(() => trackPageView('/concepts/', 'Concepts', 'https://webpack.js.org/concepts/')).toThrow(new Error(NOT_INITIALIZED));
    expect(NOT_INITIALIZED).toBe('Google analytics is not initialized');
  });

  it('initialises the tracker, loads the script once and queues page views', () => {
    const win: { dataLayer?: unknown[] } = {};
    const { doc, scripts } = fakeDocument();
    setupAnalytics('G-TEST123', win, doc);
    setupAnalytics('G-TEST123', win, doc);
    expect(scripts).toEqual([{ src: `${GTAG_SCRIPT}?id=G-TEST123`, async: true }]);
    trackPageView('/concepts/', 'Concepts | webpack', 'https://webpack.js.org/concepts/');
    const queued = commands(win.dataLayer);
    expect(queued[0]?.[0]).toBe('js');
    expect(queued[1]).toEqual(['config', 'G-TEST123', { send_page_view: false, anonymize_ip: true }]);
    expect(queued[2]).toEqual(['event', 'page_view', { page_path: '/concepts/', page_title: 'Concepts | webpack', page_location: 'https://webpack.js.org/concepts/' }]);
  });
});
