/**
 * Every page of the real site (`dist/`, built by `npm test`; GATES_SITE=<folder> points it at
 * another build), each loaded once in Chromium under its real `_headers`, with the service
 * worker on as a reader has it. One load per page serves every per-page check:
 * - it answers its status, hydrates, and logs no console error or warning, no hydration warning,
 *   no failed same-origin request and no request to another host at all (pages beyond the
 *   sitemap: once the network is idle);
 * - no Content-Security-Policy violation, once the lazy offline chunk has loaded too;
 * - the layout gate (src/build/gates/layout.ts): resized in place to 1280, 1680, 768, 390 and
 *   320 px (or the reverse, when the page loaded at the width its lane's last page ended on),
 *   one walk of the DOM per width (in the light theme: the static gate 'themes differ in colour
 *   only', src/build/gates/theme-css.ts, proves the dark one lays out the same) finds no
 *   sideways scrolling, no element past the edge outside a scroll container, no text cut without
 *   an ellipsis, no code text under a code block's copy button and, on phones, no fixed or sticky
 *   chrome over a fifth of the screen (printable pages, the bodies of a section's pages, get the
 *   document-width check only);
 * - axe's markup rules in `main`, at the last width, run on a copy of the page in a page of the
 *   lane's own where axe stays loaded and warm (`openAxeHost`; accessibility pass 2: names, roles,
 *   structure, headings, tables, lists; not `region`, which cannot fail inside main, nor the inside of code blocks,
 *   nor the rules that depend on styles and layout, which pass 3 covers for every kind of
 *   content); pass 1 (every template, whole page, all rules) is gates-a11y.test.ts;
 * - one h1 on every page but the app shell, printable pages included (their parts are under h2s);
 * - a third-party page's disclaimer, links, one h1, local images and README sections;
 * - the specimens of pass 3: the body blocks that show an element kind (tag plus classes) not
 *   seen before, shown together on one page and checked with the style and layout rules in
 *   both themes at both widths (one load, switched in place), with one token of every code colour.
 * Printable pages and the app shell get the load checks but not axe: each printable page is the
 * bodies of its section's pages, which the other passes check page by page, and pass 1 checks
 * one printable page whole.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeTokenSample, targetOf, violationsToFindings } from '../../src/build/gates/a11y.ts';
import { codeTokenClasses, inParallel, openAxeHost, plainCode, runAxe, showTheme, waitForHydration, type AxeHost } from '../../src/build/gates/browser.ts';
import { formatFindings, type Finding } from '../../src/build/gates/finding.ts';
import { parseSitemap } from '../../src/build/gates/site.ts';
import { collectSpecimens, showSpecimens, specimenSource, type Specimen } from '../../src/build/gates/specimens.ts';
import { LAYOUT_VIEWPORTS, MAX_CHROME_SHARE, measureLayout } from '../../src/build/gates/layout.ts';
import { GATE_THEMES, GATE_VIEWPORTS } from '../../src/build/gates/templates.ts';
import { PRINTABLE_SECTIONS } from '../../src/shared/constants.ts';
import { packageNotice } from '../../src/shared/third-party.ts';
import type { ContentNode } from '../../src/shared/types.ts';
import { ROOT, startHarness, type Harness, type Watched } from './harness.ts';

const SITE = process.env['GATES_SITE'] ?? 'dist';
/** Rules whose outcome depends on styles and layout: pass 3 runs them on every kind of content. */
const VISUAL_RULES = ['color-contrast', 'link-in-text-block', 'target-size', 'scrollable-region-focusable'];
const PER_PAGE = { include: 'main', exclude: 'pre code', disable: ['region', ...VISUAL_RULES] } as const;
const SPECIMEN_PAGE = '/guides/getting-started/';
const NOT_FOUND = '/no-such-page/';
/** Pages loaded side by side: the browser's work and the checks' waiting overlap on two cores. */
const LANES = 2;
/**
 * The crawl's hang guard, per page and lane: sized to the page count, not fixed, and twice the
 * slowest seen. On the slowed machine of sessions 31 to 35 the crawl took 306-353 s alone and
 * 790-902 s inside npm test (about 7.5 s a page in each lane, beside the other browser tests and
 * the static lane); a fixed 900 s guard failed a CI run at 902 s.
 */
const GUARD_PER_PAGE_MS = 15_000;
const SITEMAP = path.join(ROOT, SITE, 'sitemap.xml');
/** The sitemap's pages, read once here for the guard; undefined without a build (`beforeAll` then reads it again, to fail naming the file). */
const SITEMAP_PATHS = existsSync(SITEMAP) ? parseSitemap(readFileSync(SITEMAP, 'utf8')).paths : undefined;
/** Sitemap pages plus the not-found page, the app shell and the printable pages. */
const CRAWLED = (SITEMAP_PATHS?.length ?? 0) + 2 + PRINTABLE_SECTIONS.length;

/** What one load of one page showed. */
interface PageLoad {
  url: string;
  problems: string[];
  csp: string[];
  axe: Finding[];
  /** What the layout gate found, by width. */
  layout: string[];
  /** For a third-party page: what its disclaimer, links, title and images got wrong. */
  thirdParty?: string[];
}

let h: Harness;
let sitemap: string[] = [];
/** The page index's third-party pages, by URL. */
let thirdParty = new Map<string, ContentNode>();
const loads: PageLoad[] = [];
const specimens: Specimen[] = [];
let external: string[] = [];

/** Collects CSP violations from the first script on: the page's own event and the console's refusals. */
async function watchCsp(w: Watched): Promise<() => Promise<string[]>> {
  await w.page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const refused: string[] = [];
  w.page.on('console', (m) => {
    if (/Content Security Policy|Refused to/.test(m.text())) refused.push(m.text());
  });
  return async () => [...(await w.page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)), ...refused.splice(0)];
}

/**
 * A third-party page shows its disclaimer (package, version, who maintains it), the source README and repository
 * links, one h1 (the README's own title dropped, its other h1s demoted), only images served from
 * here, and its README sections in the page's section list.
 */
async function checkThirdParty(w: Watched, entry: ContentNode): Promise<string[]> {
  const tp = entry.thirdParty;
  if (tp === undefined) return [];
  const { page } = w;
  const problems: string[] = [];
  // Labelled and worded by where the package is maintained (webpack's organizations or elsewhere).
  const notice = packageNotice(tp);
  const disclaimer = (await page.textContent(`main aside[aria-label="${notice.label}"]`)) ?? '';
  if (!disclaimer.includes(notice.text) || !disclaimer.includes(tp.version)) problems.push(`disclaimer "${disclaimer}" is not "${notice.text}"`);
  const source = await page.getAttribute('main a:has-text("Source README")', 'href');
  if (source !== tp.source) problems.push(`Source README links to ${source}, not ${tp.source}`);
  const repo = await page.getAttribute('main a:has-text("Jump to repository")', 'href');
  if (repo !== tp.repo) problems.push(`Jump to repository links to ${repo}, not ${tp.repo}`);
  const h1s = await page.locator('h1').allTextContents();
  if (h1s.length !== 1 || h1s[0] !== entry.title) problems.push(`h1s ${JSON.stringify(h1s)}, expected only "${entry.title}"`);
  const remote = await page.$$eval('img', (imgs) => imgs.map((i) => i.currentSrc || i.src).filter((src) => !src.startsWith(location.origin)));
  if (remote.length > 0) problems.push(`images from elsewhere: ${remote.join(', ')}`);
  if (entry.anchors.length <= 1) problems.push('no README sections as anchors');
  const first = entry.anchors.find((a) => a.level === 2);
  if (first !== undefined && (await page.$(`nav a[href="#${first.id}"]`)) === null) problems.push(`no section link to #${first.id}`);
  return problems;
}

/** Loads one page in a lane and runs every per-page check on it. */
async function check(w: Watched, csp: () => Promise<string[]>, axeHost: AxeHost, url: string, seen: Set<string>): Promise<PageLoad> {
  w.problems.length = 0;
  w.failed.length = 0;
  const problems: string[] = [];
  const response = await w.page.goto(`${h.base}${url}`);
  const expected = url === NOT_FOUND ? 404 : 200;
  if (response?.status() !== expected) problems.push(`status ${response?.status() ?? 'none'}, expected ${expected}`);
  await waitForHydration(w.page);
  // The offline support chunk (worker registration, banner, its lazy stylesheet) has loaded too.
  await w.page.waitForSelector('[data-testid="offline-banner"]', { state: 'attached' });
  // Every code block has its copy button, which the layout gate checks covers no code.
  await w.page.waitForFunction(() => document.querySelectorAll('figure.code-block:not(:has(> button[data-copy-code]))').length === 0);
  const checked = sitemap.includes(url) || url === NOT_FOUND;
  // Pages beyond the sitemap (printable pages, the app shell, the not-found page) also wait for
  // the network to go quiet, so a request that fails late (a deferred view's) is seen too.
  if (!sitemap.includes(url)) await w.page.waitForLoadState('networkidle');
  if (url === NOT_FOUND && !((await w.page.textContent('main')) ?? '').includes('Page Not Found')) problems.push('the not-found page does not say "Page Not Found"');
  // One h1, as rendered once hydrated (the static gate counts the prerendered HTML's): the printable
  // pages too, whose parts sit under h2s. The app shell has no page of its own to title.
  const headingOnes = url === '/app-shell/' ? 1 : await w.page.locator('h1').count();
  if (headingOnes !== 1) problems.push(`${headingOnes} h1 elements, expected one`);
  if (checked) await collectSpecimens(w.page, url, seen, specimens);
  const entry = thirdParty.get(url);
  const tp = entry === undefined ? undefined : await checkThirdParty(w, entry);
  // The same document at every width, resized in place, not loaded again, starting from the width
  // it loaded at (the lane's last): no resize is spent going back. One theme: the themes differ
  // in colour only, which the static gate 'themes differ in colour only' proves. Printable pages
  // get the document-width check at phone widths only, so they visit only those.
  const layout: string[] = [];
  const measured = checked || url === '/app-shell/';
  const widths = LAYOUT_VIEWPORTS.filter((v) => measured || v.width <= 390);
  const loadedAt = w.page.viewportSize()?.width;
  const order = widths[widths.length - 1]?.width === loadedAt ? [...widths].reverse() : widths;
  for (const viewport of order) {
    const now = w.page.viewportSize();
    if (viewport.width !== now?.width || viewport.height !== now.height) await w.page.setViewportSize(viewport);
    if (measured) {
      const found = await w.page.evaluate(measureLayout, { theme: 'light' as const, chrome: viewport.chrome, maxChromeShare: MAX_CHROME_SHARE });
      layout.push(...found.map((f) => `${viewport.width} px: ${f}`));
    } else {
      const scrollWidth = await w.page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > viewport.width) layout.push(`${viewport.width} px: the document is ${scrollWidth} px wide`);
    }
  }
  let axe: Finding[] = [];
  if (checked) {
    // Last, at the width the layout gate ended on, with the code blocks' tokens made plain text
    // (axe leaves their inside out, and the specimens were taken above).
    await plainCode(w.page);
    const width = w.page.viewportSize()?.width ?? 0;
    axe = violationsToFindings(await axeHost.check(w.page, PER_PAGE), url, `light ${width}px, main`);
  }
  problems.push(...w.problems, ...w.failed);
  return { url, problems, csp: await csp(), axe, layout, ...(tp === undefined ? {} : { thirdParty: tp }) };
}

beforeAll(async () => {
  h = await startHarness(SITE);
  sitemap = SITEMAP_PATHS ?? parseSitemap(await readFile(SITEMAP, 'utf8')).paths;
  const index = JSON.parse(await readFile(path.join(ROOT, SITE, 'page-index.json'), 'utf8')) as ContentNode;
  thirdParty = new Map(files(index).flatMap((f) => (f.thirdParty === undefined ? [] : [[f.url, f] as const])));
  const urls = [...sitemap, NOT_FOUND, '/app-shell/', ...PRINTABLE_SECTIONS.map((s) => `/${s}/printable/`)];
  const lanes = await Promise.all(
    Array.from({ length: LANES }, async () => {
      const watched = await h.open({ serviceWorkers: true });
      // axe runs in a page of its own, on a copy of each page, so it stays compiled and warm.
      const host = await h.open();
      return { watched, csp: await watchCsp(watched), host, axe: await openAxeHost(host.context, h.base) };
    }),
  );
  const seen = new Set<string>();
  try {
    loads.push(
      ...(await inParallel(urls, LANES, (url, lane) => {
        const browserLane = lanes[lane];
        if (browserLane === undefined) throw new Error(`no browser lane ${lane}`);
        return check(browserLane.watched, browserLane.csp, browserLane.axe, url, seen);
      })),
    );
    // The offline page runs no app script; its own CSP is checked on its own.
    const [first] = lanes;
    if (first !== undefined) {
      await first.watched.page.goto(`${h.base}/offline.html`);
      await first.watched.page.waitForLoadState('load');
      loads.push({ url: '/offline.html', problems: [], csp: await first.csp(), axe: [], layout: [] });
    }
    external = lanes.flatMap((l) => l.watched.external);
  } finally {
    await Promise.all(lanes.flatMap((l) => [l.watched.context.close(), l.host.context.close()]));
  }
}, (CRAWLED * GUARD_PER_PAGE_MS) / LANES);
afterAll(async () => {
  await h.close();
});

function files(node: ContentNode): ContentNode[] {
  return node.type === 'file' ? [node] : (node.children ?? []).flatMap(files);
}

describe('every page of the built site', () => {
  it('has one index.html per page-index entry, 404.html, the app shell and the printable pages', async () => {
    const index = JSON.parse(await readFile(path.join(ROOT, SITE, 'page-index.json'), 'utf8')) as ContentNode;
    const urls = files(index).map((f) => f.url);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of [...urls, '/app-shell/', ...PRINTABLE_SECTIONS.map((s) => `/${s}/printable/`)]) {
      expect(existsSync(path.join(ROOT, SITE, url, 'index.html')), url).toBe(true);
    }
    expect(existsSync(path.join(ROOT, SITE, '404.html'))).toBe(true);
  });

  it('loaded every page in the sitemap, the not-found page, the app shell, the printable pages and the offline page', () => {
    expect(sitemap.length).toBeGreaterThan(10);
    expect(loads.map((l) => l.url)).toEqual([...sitemap, NOT_FOUND, '/app-shell/', ...PRINTABLE_SECTIONS.map((s) => `/${s}/printable/`), '/offline.html']);
  });

  it('every page answers its status and hydrates with no console errors, no hydration warnings and no failed requests', () => {
    expect(loads.flatMap((l) => l.problems.map((p) => `${l.url}: ${p}`))).toEqual([]);
    expect(external).toEqual([]);
  });

  it('layout gate: at 320, 390, 768, 1280 and 1680 px nothing scrolls sideways, sticks out, is cut or covers a phone', () => {
    expect(loads.flatMap((l) => l.layout.map((o) => `${l.url}: ${o}`))).toEqual([]);
  });

  it('Content-Security-Policy: zero violations on every page', () => {
    expect(loads.flatMap((l) => l.csp.map((v) => `${l.url}: ${v}`))).toEqual([]);
  });

  it('accessibility pass 2: no violations of the markup rules in the main content of any page', () => {
    expect(formatFindings(loads.flatMap((l) => l.axe))).toBe('');
  });

  it('shows every third-party page with its disclaimer, links, version and README sections', () => {
    expect(thirdParty.size).toBe(28);
    const checked = loads.filter((l) => l.thirdParty !== undefined);
    expect(checked.map((l) => l.url).sort()).toEqual([...thirdParty.keys()].sort());
    expect(checked.flatMap((l) => (l.thirdParty ?? []).map((p) => `${l.url}: ${p}`))).toEqual([]);
  });

  /**
   * Pass 3's page: the specimens and one token of every code colour, shown once on one load and
   * then switched in place to each theme and width, as pass 1 switches a template (the themes
   * differ in colour only, and a resize lays the same document out again).
   */
  let specimenPage: Promise<Page> | undefined;
  const openSpecimenPage = async (): Promise<Page> => {
    const [viewport] = GATE_VIEWPORTS;
    const { page } = await h.open({ viewport, colorScheme: 'light' });
    await page.goto(`${h.base}${SPECIMEN_PAGE}`);
    await waitForHydration(page);
    await showSpecimens(page, specimens, 'gates-specimens');
    const classes = await codeTokenClasses(page);
    expect(classes.length).toBeGreaterThan(5);
    await page.evaluate((html) => document.querySelector('[data-page-body]')?.insertAdjacentHTML('beforeend', html), codeTokenSample(classes, 'gates-code-tokens'));
    return page;
  };

  for (const theme of GATE_THEMES) {
    for (const viewport of GATE_VIEWPORTS) {
      it(`accessibility pass 3: no violations on any kind of content or code token, ${theme} theme at ${viewport.width} px`, async () => {
        expect(specimens.length, 'no specimens were gathered').toBeGreaterThan(10);
        specimenPage ??= openSpecimenPage();
        const page = await specimenPage;
        await showTheme(page, theme);
        await page.setViewportSize(viewport);
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        // The rules pass 2 leaves out; the others already ran on each block in its own page.
        const violations = await runAxe(page, { include: '#gates-specimens', only: VISUAL_RULES });
        const findings: Finding[] = [];
        for (const v of violations) {
          for (const node of v.nodes) {
            const from = await specimenSource(page, targetOf(node));
            findings.push(...violationsToFindings([{ ...v, nodes: [node] }], from, `${theme} ${viewport.width}px, specimen`));
          }
        }
        const tokens = await runAxe(page, { include: '#gates-code-tokens', only: ['color-contrast'] });
        findings.push(...violationsToFindings(tokens, SPECIMEN_PAGE, `${theme} ${viewport.width}px, every code token colour`));
        expect(formatFindings(findings)).toBe('');
      }, 120_000);
    }
  }
});
