/**
 * The generated API reference in a real browser, over the real site (`dist/`, built by
 * `npm test`; GATES_SITE=<folder> points it at another build): search finds a member by its
 * name and opens its entry (the qualified name leads with the entry, the bare name lists it right
 * below the hand-written section), and a hook's section on the compilation hooks page links to its
 * reference entry, which links back. One page load; the rest is in-app navigation. The index
 * page lists every reference page under a heading per kind, in its "On this page" list and search;
 * a reference page's edit link opens its generator and a note names the types.d.ts it was read from.
 * On a phone no signature is wider than its box: long ones are laid out a parameter a line, and a
 * line still too wide wraps under its own indentation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

const SITE = process.env['GATES_SITE'] ?? 'dist';
const INPUT = 'dialog[open] input[role="combobox"]';

describe('API reference', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(SITE);
  });
  afterAll(async () => {
    await h.close();
  });

  it('links a compilation hook to its entry and back, and search for emitAsset opens its entry', async () => {
    const { page, problems, failed } = await h.open();
    await page.goto(`${h.base}/api/compilation-hooks/`);
    await page.waitForSelector('html[data-hydrated]');

    // The hook's section links to its entry ...
    const toEntry = page.locator('h3#buildmodule + p.api-ref-link a');
    expect(await toEntry.textContent()).toBe('Compilation.hooks.buildModule');
    await toEntry.click();
    await page.waitForURL('**/api/reference/compilation/#compilation-hooks-buildmodule');
    const entry = page.locator('#compilation-hooks-buildmodule');
    await entry.waitFor();
    expect(await entry.textContent()).toBe('Compilation.hooks.buildModule');
    expect(await entry.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    // ... whose signature links its argument's type, and which links back to the section.
    const meta = page.locator('#compilation-hooks-buildmodule + p.api-meta');
    expect(await page.locator('#compilation-hooks-buildmodule ~ pre.api-sig').first().locator('a', { hasText: 'Module' }).first().getAttribute('href')).toMatch(/^\/api\/reference\/module\/#module$/);
    await meta.getByRole('link', { name: 'Compilation Hooks › buildModule' }).click();
    await page.waitForURL('**/api/compilation-hooks/#buildmodule');
    await page.locator('h3#buildmodule').waitFor();

    // Search. The members come in the reference shard, fetched once a query is typed, and the
    // results update when it is merged: each step waits for the order it asserts.
    const optionHrefs = (expected: readonly string[]): Promise<unknown> =>
      page.waitForFunction(
        (want) => {
          const hrefs = [...document.querySelectorAll('dialog[open] [role="option"]')].map((a) => a.getAttribute('href'));
          return want.every((href, i) => hrefs[i] === href);
        },
        expected,
      );
    const activeOption = (): Promise<string> =>
      page.$eval(INPUT, (input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '');
    await page.keyboard.press('/');
    await page.waitForSelector(INPUT);
    // The qualified name is the entry's title: the entry leads, the hand-written section right below.
    await page.fill(INPUT, 'Compilation.emitAsset');
    await optionHrefs(['/api/reference/compilation/#compilation-emitasset', '/api/compilation-object/#emitasset']);
    expect(await activeOption()).toContain('Compilation.emitAsset');
    // The bare name, as the 'Done when' spells it (#26): the Compilation Object section leads
    // (its title is the name, and the readers' relevance sets expect it), the entry right below it;
    // the reader moves to the entry and opens it with the keyboard, landing on its anchor in view.
    await page.fill(INPUT, 'emitAsset');
    await optionHrefs(['/api/compilation-object/#emitasset', '/api/reference/compilation/#compilation-emitasset']);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(
      (input) => document.getElementById(document.querySelector(input)?.getAttribute('aria-activedescendant') ?? '')?.getAttribute('href') === '/api/reference/compilation/#compilation-emitasset',
      INPUT,
    );
    expect(await activeOption()).toContain('Compilation.emitAsset');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/api/reference/compilation/#compilation-emitasset');
    const member = page.locator('#compilation-emitasset');
    await member.waitFor();
    expect(await member.textContent()).toBe('Compilation.emitAsset');
    await page.waitForFunction(() => {
      const box = document.getElementById('compilation-emitasset')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
    });
    expect(problems.filter((p) => !/Service Worker registration blocked|Service worker registration failed/i.test(p))).toEqual([]);
    expect(failed).toEqual([]);
  });
  it('lays long signatures out over lines that fit a phone, links kept, none scrolling sideways', async () => {
    const { page } = await h.open({ viewport: { width: 390, height: 844 }, hasTouch: true });
    // The page with the longest signature (CssNodePath, 4,147 characters on one line before), the
    // one the reader review quoted (createChildCompiler) and the page with the most signatures.
    for (const slug of ['types-additionaldata', 'compilation', 'javascriptparser']) {
      await page.goto(`${h.base}/api/reference/${slug}/`);
      await page.waitForSelector('html[data-hydrated]');
      const boxes = await page.$$eval('pre.api-sig', (pres) =>
        pres.map((pre) => ({ text: (pre.textContent ?? '').slice(0, 40), over: pre.scrollWidth - pre.clientWidth, focusable: pre.tabIndex === 0 && pre.hasAttribute('aria-label') })),
      );
      expect(boxes.length).toBeGreaterThan(50);
      // A box that scrolled would have to be reachable by keyboard; none is left to scroll.
      expect(boxes.filter((b) => b.over > 1 && !b.focusable)).toEqual([]);
      expect(boxes.filter((b) => b.over > 1)).toEqual([]);
    }
    const sig = page.locator('#compilation-createchildcompiler ~ pre.api-sig').first();
    await page.goto(`${h.base}/api/reference/compilation/#compilation-createchildcompiler`);
    await sig.waitFor();
    const text = await sig.evaluate((pre) => ({ content: pre.textContent ?? '', shown: (pre as HTMLElement).innerText }));
    // A parameter a line, the union a member a line; what a reader copies is the text, with one line break a line.
    expect(text.content).toContain('createChildCompiler(\n  name: string,\n  outputOptions?: Partial<OutputNormalized>,\n  plugins?: (\n    | undefined\n');
    expect(text.shown).toBe(text.content);
    expect(await sig.locator('a', { hasText: 'OutputNormalized' }).first().getAttribute('href')).toMatch(/^\/api\/reference\/[a-z-]+\/#outputnormalized$/);
    // A line too long for the phone wraps, and its wrapped part starts right of where its own text does.
    const hang = await page.evaluate(() => {
      const span = [...document.querySelectorAll<HTMLElement>('pre.api-sig code > span.d1')].find((s) => s.getClientRects()[0]!.height > 30);
      const node = span?.firstChild;
      if (span === undefined || node === null || node === undefined) return undefined;
      const range = document.createRange();
      const start = (node.textContent ?? '').search(/\S/);
      range.setStart(node, start);
      range.setEnd(node, start + 1);
      const first = range.getBoundingClientRect();
      range.selectNodeContents(span);
      const later = [...range.getClientRects()].filter((r) => r.top > first.bottom - 1 && r.width > 0);
      return { textLeft: first.left, wrappedLeft: Math.min(...later.map((r) => r.left)) };
    });
    expect(hang).toBeDefined();
    expect(hang!.wrappedLeft).toBeGreaterThan(hang!.textLeft);
    // Only lines hang: a keyword or literal of a short line, a child of the code as a line span is, stays inline.
    expect(await page.$$eval('pre.api-sig code > :is(.tk-k, .tk-s)', (marks) => [...new Set(marks.map((m) => getComputedStyle(m).display))])).toEqual(['inline']);
  });

  it('groups its index page by kind under headings, listed on the page and found by search', async () => {
    const { page } = await h.open({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${h.base}/api/reference/`);
    await page.waitForSelector('html[data-hydrated]');
    const kinds = ['Classes', 'Plugins', 'Interfaces', 'Types', 'Namespaces'];
    const headings = await page.$$eval('main nav.api-index h2', (list) => list.map((h) => [h.id, h.firstChild?.textContent ?? '']));
    expect(headings).toEqual(kinds.map((k) => [k.toLowerCase(), k]));
    const onThisPage = await page.$$eval('nav[aria-label="On this page"] a', (links) => links.map((a) => a.getAttribute('href')));
    expect(onThisPage).toEqual(kinds.map((k) => `#${k.toLowerCase()}`));
    // Every reference page is still listed, once, at the URL it had.
    const listed = await page.$$eval('main nav.api-index li > a:first-child', (links) => links.map((a) => a.getAttribute('href')));
    const built = readdirSync(path.join(SITE, 'api/reference'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `/api/reference/${d.name}/`);
    expect(listed.sort()).toEqual(built.sort());
    await page.keyboard.press('/');
    await page.fill(INPUT, 'reference plugins');
    await page.waitForFunction(() => [...document.querySelectorAll('dialog[open] [role="option"]')].some((a) => a.getAttribute('href') === '/api/reference/#plugins'));
  });

  it("sends 'Edit this page' on a generated page to its generator here, and says what the text was read from", async () => {
    const { page } = await h.open();
    await page.goto(`${h.base}/api/reference/compilation/`);
    await page.waitForSelector('html[data-hydrated]');
    const version = (JSON.parse(readFileSync('node_modules/webpack/package.json', 'utf8')) as { version: string }).version;
    const edit = page.locator('main a', { hasText: 'Edit this page' });
    expect(await edit.textContent()).toBe('Edit this page (its generator)');
    expect(await edit.getAttribute('href')).toBe('https://github.com/webpack/webpack.js.org/edit/main/src/build/api-reference/render.ts');
    const note = page.locator('main span', { hasText: /^Generated from / });
    expect(await note.textContent()).toBe(`Generated from webpack ${version}'s types.d.ts`);
    expect(await note.locator('a').getAttribute('href')).toBe(`https://github.com/webpack/webpack/blob/v${version}/types.d.ts`);
    // A written page keeps its plain edit link to its own file, and no note.
    await page.goto(`${h.base}/api/compilation-hooks/`);
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.locator('main a', { hasText: 'Edit this page' }).textContent()).toBe('Edit this page');
    expect(await page.locator('main a', { hasText: 'Edit this page' }).getAttribute('href')).toBe('https://github.com/webpack/webpack.js.org/edit/main/content/api/compilation-hooks.md');
    expect(await page.locator('main span', { hasText: /^Generated from / }).count()).toBe(0);
  });

  it('fetches the reference shard on the first query, not before, and answers from it offline once used', async () => {
    const context = await h.browser.newContext({ serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      await page.goto(`${h.base}/api/compilation-hooks/`);
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
      const { reference } = await page.evaluate(async () => (await (await fetch('/search-manifest.json')).json()) as { reference: string });
      const entryLeads = (): Promise<unknown> =>
        page.waitForFunction(() => document.querySelector('dialog[open] [role="option"]')?.getAttribute('href') === '/api/reference/compilation/#compilation-emitasset');
      await page.keyboard.press('/');
      await page.waitForSelector(INPUT);
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/search-index\.[0-9a-f]+\.json$/.test(e.name)));
      // Open, the index loaded: the shard waits for a query.
      expect(fetched.filter((u) => u === reference)).toEqual([]);
      await page.fill(INPUT, 'Compilation.emitAsset');
      await entryLeads();
      await page.waitForFunction(async (url) => (await caches.match(url)) !== undefined, reference);

      await context.setOffline(true);
      await page.reload();
      await page.waitForSelector('html[data-hydrated]');
      await page.keyboard.press('/');
      await page.waitForSelector(INPUT);
      await page.fill(INPUT, 'Compilation.emitAsset');
      await entryLeads();
    } finally {
      await context.close();
    }
  });

  it('says when the reference entries could not be fetched, and fetches them on the next query', async () => {
    const { page } = await h.open();
    let blocked = true;
    await page.route(/\/search-reference\.[0-9a-f]+\.json$/, (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(`${h.base}/api/compilation-hooks/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.keyboard.press('/');
    await page.waitForSelector(INPUT);
    await page.fill(INPUT, 'Compilation.emitAsset');
    // Results from the main index, and a word on what is missing from them.
    await page.waitForSelector('dialog[open] [data-search-partial]');
    expect(await page.$$eval('dialog[open] [role="option"]', (options) => options.length)).toBeGreaterThan(0);
    blocked = false;
    await page.fill(INPUT, 'Compilation.emitAsse');
    await page.waitForFunction(() => document.querySelector('dialog[open] [role="option"]')?.getAttribute('href') === '/api/reference/compilation/#compilation-emitasset');
    expect(await page.$('dialog[open] [data-search-partial]')).toBeNull();
  });
});
