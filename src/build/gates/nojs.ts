/**
 * Gate 5, works without JavaScript: the text of `main` in a page loaded with JavaScript off
 * equals the text after hydration, and the links in it lead to pages that answer.
 */
import type { Page } from 'playwright-core';
import { mainLinks, mainText, waitForHydration } from './browser.ts';
import type { Finding } from './finding.ts';

/** Where two texts first differ, with some context either side; undefined when equal. */
export function firstDifference(a: string, b: string, context = 60): string | undefined {
  if (a === b) return undefined;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const slice = (s: string): string => JSON.stringify(s.slice(Math.max(0, i - context), i + context));
  return `at character ${i}: without JavaScript ${slice(a)}, hydrated ${slice(b)}`;
}

/**
 * Loads `url` in `withoutJs` (a page whose context has JavaScript disabled) and in `withJs`,
 * and compares. Links are requested through `withoutJs`'s context (no scripts, real server).
 */
export async function checkWithoutJs(withoutJs: Page, withJs: Page, base: string, url: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  await withoutJs.goto(`${base}${url}`);
  const staticText = await mainText(withoutJs);
  const links = await mainLinks(withoutJs);
  await withJs.goto(`${base}${url}`);
  await waitForHydration(withJs);
  await withJs.waitForLoadState('networkidle');
  const hydratedText = await mainText(withJs);
  const diff = firstDifference(staticText, hydratedText);
  if (staticText === '') findings.push({ rule: 'nojs-text', page: url, message: 'main is empty without JavaScript' });
  if (diff !== undefined) findings.push({ rule: 'nojs-text', page: url, message: `main text differs ${diff}` });
  const targets = [...new Set(links.map((l) => l.split('#')[0] ?? l))];
  for (const target of targets) {
    const response = await withoutJs.context().request.get(`${base}${target}`, { maxRedirects: 5 });
    if (response.status() >= 400) findings.push({ rule: 'nojs-link', page: url, message: `link ${target} answers ${response.status()}` });
    await response.dispose();
  }
  return findings;
}

/**
 * Follows the first link in `main` to another page with JavaScript off; a finding when no page
 * loads. A page already showing `url` (after {@link checkWithoutJs}, which only reads it) is not
 * loaded again: without scripts, nothing on it has changed since its load.
 */
export async function followFirstLink(withoutJs: Page, base: string, url: string): Promise<Finding[]> {
  if (withoutJs.url() !== `${base}${url}`) await withoutJs.goto(`${base}${url}`);
  const hrefs = await withoutJs.$$eval('main a[href]', (links) => links.map((a) => a.getAttribute('href') ?? ''));
  const index = hrefs.findIndex((h) => h.startsWith('/') && !h.startsWith('//') && (h.split('#')[0] ?? h) !== url);
  if (index === -1) return [];
  const href = hrefs[index] ?? '';
  const navigation = withoutJs.waitForResponse((r) => r.request().isNavigationRequest(), { timeout: 10_000 });
  await withoutJs.locator('main a[href]').nth(index).click();
  const status = (await navigation).status();
  await withoutJs.waitForLoadState('load');
  const landed = new URL(withoutJs.url()).pathname;
  const heading = await withoutJs.locator('main h1').count();
  return status >= 400 || heading === 0
    ? [{ rule: 'nojs-link', page: url, message: `following ${href} without JavaScript gave status ${status} at ${landed}${heading === 0 ? ' with no heading in main' : ''}` }]
    : [];
}
