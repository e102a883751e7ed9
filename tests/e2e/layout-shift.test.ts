/**
 * Layout shift at load on a long page of the built site (`dist/`): the page's HTML arrives in two
 * parts, the second (from the "On this page" column on) held back until Chromium has painted the
 * first, as a slow connection delivers a 300 KB page. The content column must be as wide at that
 * first paint as once the page is whole, and the page's cumulative layout shift stay under 0.05.
 * And the home page on a phone: scrolling to the sponsors section as its data loads moves nothing
 * (cumulative layout shift under 0.02). And the not-found page at a desktop width, short enough
 * to show its footer: the notification bar arriving after hydration moves nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

const SITE = process.env['GATES_SITE'] ?? 'dist';
const PAGE = '/configuration/output/';

let h: Harness;
let proxy: Server;
let proxyBase = '';
/** Lets the held-back part of the page's HTML go. */
let release: () => void = () => undefined;

/**
 * Runs in the page before its scripts: collects every layout shift not caused by input in
 * `window.__shifts`, and in `window.__shiftsSeen` what moved in each, for a failure's message.
 */
function recordShifts(): void {
  const shifts: number[] = [];
  const seen: string[] = [];
  Object.assign(window, { __shifts: shifts, __shiftsSeen: seen });
  type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
  const name = (node: Node | null | undefined): string => (node instanceof Element ? `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}` : (node?.nodeName ?? '?'));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
      if (shift.hadRecentInput) continue;
      shifts.push(shift.value);
      const moved = (shift.sources ?? []).map((m) => `${name(m.node)} top ${Math.round(m.previousRect.top)} → ${Math.round(m.currentRect.top)}, height ${Math.round(m.previousRect.height)} → ${Math.round(m.currentRect.height)}`);
      seen.push(`${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${moved.join('; ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** What moved in each shift `recordShifts` collected, one line each: read after `shiftsSoFar`, as an assertion's message. */
async function shiftsSeen(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __shiftsSeen: string[] }).__shiftsSeen.join('\n'));
}

/** The sum of the shifts `recordShifts` collected, read two frames on, when the last layout's shifts have reached the observer. */
async function shiftsSoFar(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0));
}

/** Where the held-back part starts: the "On this page" column's element. */
function cutPoint(html: string): number {
  const label = html.indexOf('aria-label="On this page"');
  if (label < 0) throw new Error(`${PAGE} has no "On this page" column`);
  return html.lastIndexOf('<nav', label);
}

/** A server in front of the preview server: every answer passed on, but PAGE's HTML in two parts. */
function startProxy(base: string): Promise<Server> {
  const server = createServer((req, res) => {
    void (async () => {
      const answer = await fetch(`${base}${req.url ?? '/'}`, { redirect: 'manual' });
      const headers = Object.fromEntries([...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)));
      res.writeHead(answer.status, headers);
      if (req.url !== PAGE) {
        res.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      const html = await answer.text();
      const cut = cutPoint(html);
      res.write(html.slice(0, cut));
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      res.end(html.slice(cut));
    })();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  h = await startHarness(SITE);
  proxy = await startProxy(h.base);
  proxyBase = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await h.close();
  await new Promise((resolve) => proxy.close(resolve));
});

describe('layout shift at load', () => {
  it(`keeps the content column's width from the first paint of ${PAGE} at 1280 px`, async () => {
    const { page } = await h.open({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(recordShifts);
    await page.goto(`${proxyBase}${PAGE}`, { waitUntil: 'commit' });
    // The first part is on screen: the page's text painted, the column's element not yet parsed.
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((p) => p.name === 'first-contentful-paint'));
    expect(await page.locator('nav[aria-label="On this page"]').count()).toBe(0);
    const early = await page.locator('main').evaluate((m) => m.getBoundingClientRect().width);
    release();
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await page.isVisible('nav[aria-label="On this page"]')).toBe(true);
    const late = await page.locator('main').evaluate((m) => m.getBoundingClientRect().width);
    expect(early).toBe(late);
    const total = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0));
    expect(total).toBeLessThan(0.05);
  });
});

describe('layout shift on the home page', () => {
  // The build prerenders the sponsors section at its final size (the notice of sample data, a
  // placeholder of a tile's size per sponsor): the data arriving while a reader looks at it moves
  // nothing. Both views: the monthly one is chosen after hydration, while the section is far below.
  for (const [width, height] of [
    [320, 640],
    [390, 844],
  ] as const) {
    for (const [view, draw] of [
      ['total', 0.9],
      ['monthly', 0.1],
    ] as const) {
      it(`keeps the sponsors still as a reader scrolls to them and they load, ${view} view at ${width} px`, async () => {
        const { page } = await h.open({ viewport: { width, height }, hasTouch: true, reducedMotion: 'reduce' });
        await page.addInitScript(recordShifts);
        await page.addInitScript((fixed) => {
          Math.random = () => fixed;
        }, draw);
        await page.goto(`${h.base}/`);
        await page.waitForSelector(`[data-view="${view}"][data-view-decided]`);
        expect(await page.locator('[data-slug]').count()).toBe(0);
        // Scrolled as a reader would stop there: the section's first lists in view.
        await page.locator('[data-rank="latest"]').evaluate((group) => window.scrollTo(0, group.getBoundingClientRect().top + window.scrollY - 200));
        await page.waitForSelector('[data-slug]');
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="sponsor-placeholder"]').length === 0);
        await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-rank] img')].every((img) => img.complete || img.getBoundingClientRect().top > window.innerHeight));
        expect(await shiftsSoFar(page), await shiftsSeen(page)).toBeLessThan(0.02);
      });
    }
  }
});

describe('layout shift as the notification bar arrives', () => {
  // The bar comes with a chunk after hydration and rests after the footer; on a page shorter than
  // the window it moved the footer up by its height (CLS 0.0125 at 1280x800), until the boot script
  // kept its room from the first paint (theme-script.ts, NotificationBar.module.css).
  it('moves nothing on the not-found page at 1280 px, and leaves no gap once dismissed', async () => {
    const { page } = await h.open({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(recordShifts);
    await page.goto(`${h.base}/no-such-page/`);
    const bar = page.locator('aside[aria-label="Notification"]');
    await bar.waitFor();
    expect(await shiftsSoFar(page), await shiftsSeen(page)).toBeLessThan(0.001);
    const footerBottom = (): Promise<number> => page.locator('footer').evaluate((f) => Math.round(f.getBoundingClientRect().bottom));
    const barTop = await bar.evaluate((b) => Math.round(b.getBoundingClientRect().top));
    expect(await footerBottom()).toBe(barTop);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await bar.waitFor({ state: 'detached' });
    // The room kept for the bar is given back: the footer rests on the window's bottom edge.
    await page.waitForFunction(() => Math.round(document.querySelector('footer')?.getBoundingClientRect().bottom ?? 0) === window.innerHeight);
  });
});

describe('layout shift as the not-found page’s help arrives', () => {
  it('keeps the footer still on a phone', async () => {
    const { page } = await h.open({ viewport: { width: 320, height: 640 } });
    await page.addInitScript(recordShifts);
    await page.goto(`${h.base}/no-such-page/`);
    await page.waitForSelector('main section[aria-labelledby] button');
    expect(await shiftsSoFar(page), await shiftsSeen(page)).toBeLessThan(0.01);
  });
});

describe('layout shift as a tool mounts', () => {
  // Its mount point keeps the checker's room until the editor and results are in (content.css).
  it('keeps the configuration checker’s page still at 768x1024', async () => {
    const { page } = await h.open({ viewport: { width: 768, height: 1024 } });
    await page.addInitScript(recordShifts);
    await page.goto(`${h.base}/configuration/check/`);
    await page.waitForSelector('[data-tool="checker"] .cm-editor');
    await page.waitForFunction(() => document.querySelector('[data-tool="checker"] .tool-noscript') === null);
    expect(await shiftsSoFar(page), await shiftsSeen(page)).toBeLessThan(0.05);
  });
});
