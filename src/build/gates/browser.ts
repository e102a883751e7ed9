/**
 * The browser half of the gates, shared by the end-to-end gate tests, the gates' own seeded
 * tests and the benchmark: axe on a loaded page, the theme before first paint, hydration,
 * the text of `main`, and the JavaScript a page loads.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { THEME_STORAGE_KEY } from '../../shared/constants.ts';
import { AXE_TAGS, type AxeViolation } from './a11y.ts';

/** What part of the page axe looks at, and rules left out (each use says why). */
export interface AxeScope {
  /** Only this part of the page (e.g. `main`). */
  include?: string;
  /** Minus these parts. */
  exclude?: string;
  /** Rules not run. */
  disable?: readonly string[];
  /** Only these rules (instead of the site's tags). */
  only?: readonly string[];
  /** axe's own default rule set instead of the site's tags (every rule but the experimental ones). */
  axeDefaults?: boolean;
}

/** axe-core's browser script: the copy @axe-core/playwright ships with, so both run the same axe. */
let axeSource: string | undefined;
function axeScript(): string {
  const require = createRequire(import.meta.url);
  axeSource ??= readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * Runs axe with the site's tags over the whole page or a scope of it. axe is put into the page
 * once per document and asked for violations only: AxeBuilder injects it on every call and
 * has it describe every passing node too, which took three to four times as long on long pages
 * (the site has no frames, which AxeBuilder would also walk).
 */
export async function runAxe(page: Page, options: AxeScope = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript());
  return page.evaluate(
    async ({ include, exclude, only, disable, tags, axeDefaults }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const context = include === undefined && exclude === undefined ? document : { include: include === undefined ? [document] : [include], exclude: exclude === undefined ? [] : [exclude] };
      const results = await axe.run(context, {
        ...(only !== undefined ? { runOnly: { type: 'rule', values: only } } : axeDefaults ? {} : { runOnly: { type: 'tag', values: tags } }),
        rules: Object.fromEntries(disable.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({ id: v.id, help: v.help, impact: v.impact ?? null, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html })) }));
    },
    { include: options.include, exclude: options.exclude, only: options.only === undefined ? undefined : [...options.only], disable: [...(options.disable ?? [])], tags: [...AXE_TAGS], axeDefaults: options.axeDefaults === true },
  );
}

/**
 * A page that keeps axe loaded and compiled, and checks copies of other pages' documents. axe
 * put into each page afresh spent about half of each run compiling and warming itself up; in
 * one page that stays open, every run after the first is warm. A copy is the page's
 * `documentElement` as it is at that moment (hydrated, after any changes the caller made), with
 * the same attributes on `<html>`, the same stylesheets (loaded before axe runs) and the same
 * viewport; scripts in the copy do not run. The host document is an empty page at the site's
 * origin (so the copy's site-relative URLs resolve the same), served by a route on this page
 * only, with no Content-Security-Policy of its own: the copy's inline styles apply as they did
 * under the page's own policy. Open it in a context without a service worker (a worker would
 * answer the host's navigation instead of the route).
 */
export interface AxeHost {
  /** Runs axe as {@link runAxe} would on `page`, over a copy of `page`'s document. */
  check: (page: Page, options?: AxeScope) => Promise<AxeViolation[]>;
}

/** Opens an {@link AxeHost} in `context` at `origin` (the preview server's base URL). */
export async function openAxeHost(context: BrowserContext, origin: string): Promise<AxeHost> {
  const host = await context.newPage();
  const url = `${origin}/__axe-host__/`;
  await host.route(url, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><head></head><body></body></html>' }));
  await host.goto(url);
  await host.unrouteAll();
  return {
    check: async (page, options) => {
      const viewport = page.viewportSize();
      const now = host.viewportSize();
      if (viewport !== null && (viewport.width !== now?.width || viewport.height !== now.height)) await host.setViewportSize(viewport);
      const copy = await page.evaluate(() => ({ html: document.documentElement.innerHTML, attributes: Array.from(document.documentElement.attributes, (a) => [a.name, a.value] as const) }));
      await host.evaluate(async ({ html, attributes }) => {
        const root = document.documentElement;
        for (const name of root.getAttributeNames()) root.removeAttribute(name);
        for (const [name, value] of attributes) root.setAttribute(name, value);
        root.innerHTML = html;
        const loading = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter((link) => link.sheet === null);
        await Promise.all(loading.map((link) => new Promise((settle) => ['load', 'error'].forEach((e) => link.addEventListener(e, settle, { once: true })))));
      }, copy);
      return runAxe(host, options);
    },
  };
}

/**
 * Turns the highlighted tokens of every code block into the plain text they spell, for an axe
 * run that leaves out `pre code`: axe still walks every token span it then skips, which took a
 * third of its time on pages with long examples. The text and the blocks' boxes stay; only the
 * colours go, so call it after any check that reads them.
 */
export async function plainCode(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const code of document.querySelectorAll('pre code')) code.replaceChildren(code.textContent ?? '');
  });
}

/** Stores a theme so the page's boot script applies it before first paint, as a reader's choice would. */
export async function useTheme(context: BrowserContext, theme: 'light' | 'dark'): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Storage can be unavailable (opaque origins); the default theme then applies.
      }
    },
    [THEME_STORAGE_KEY, theme] as const,
  );
}

/**
 * Switches a loaded page to a theme in place, as the theme button does (attribute and class on
 * `<html>`), with the matching `prefers-color-scheme`, so one load serves both themes.
 */
export async function showTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((t) => {
    const root = document.documentElement;
    root.setAttribute('data-theme', t);
    root.classList.remove('light', 'dark');
    root.classList.add(t);
  }, theme);
}

/** Waits for the app to hydrate (`html[data-hydrated]`). */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { timeout, state: 'attached' });
}

/** The reader-visible text of `main`, whitespace collapsed. */
export async function mainText(page: Page): Promise<string> {
  // `[data-live-data]` marks content that loads after hydration by design (the sponsor lists);
  // without JavaScript it shows its placeholders, so it is left out of the comparison.
  const text = await page.locator('main').first().evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const live of copy.querySelectorAll('[data-live-data]')) live.remove();
    // Controls that exist only with script (`.js-only`: the page actions' copy button, the tabs'
    // tab list) and their stand-ins (`.nojs-only`) differ by design. A package-manager tab group
    // shows one panel with script and every panel, each under its name, without: both sides are
    // read with every panel shown.
    for (const control of copy.querySelectorAll('.js-only, .nojs-only')) control.remove();
    for (const panel of copy.querySelectorAll<HTMLElement>('[data-pm-tabs] [data-pm], [data-pm-tabs] [data-pm-label]')) panel.style.display = 'block';
    document.body.append(copy);
    const result = copy.innerText;
    copy.remove();
    return result;
  });
  return text.replace(/\s+/g, ' ').trim();
}

/** Site-relative targets of the links inside `main`, without duplicates. */
export async function mainLinks(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('main a[href]', (links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//')))];
}

/** Records the same-origin JavaScript a page requests from now on, by URL path. */
export function recordScripts(page: Page, origin: string): () => string[] {
  const seen = new Set<string>();
  const onRequest = (request: { url: () => string; resourceType: () => string }): void => {
    const url = request.url();
    if (request.resourceType() === 'script' && url.startsWith(origin)) seen.add(new URL(url).pathname);
  };
  page.on('request', onRequest);
  return () => {
    page.off('request', onRequest);
    return [...seen];
  };
}

/** Runs `task` over `items` with at most `width` running at once; results keep the input order. */
export async function inParallel<T, R>(items: readonly T[], width: number, task: (item: T, lane: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(width, items.length)) }, async (_, lane) => {
      for (let i = next++; i < items.length; i = next++) results[i] = await task(items[i] as T, lane);
    }),
  );
  return results;
}

/** Highlighting classes (`sh-…`) the page's stylesheets define. */
export async function codeTokenClasses(page: Page): Promise<string[]> {
  const selectors = await page.evaluate(() =>
    Array.from(document.styleSheets).flatMap((sheet) => {
      try {
        return Array.from(sheet.cssRules).map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : ''));
      } catch {
        return []; // A stylesheet from another origin cannot be read; the site has none.
      }
    }),
  );
  return [...new Set(selectors.flatMap((s) => /^\.(sh-[\w-]+)$/.exec(s)?.[1] ?? []))];
}
