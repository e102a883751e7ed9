/**
 * The defaults explorer's figures: the JavaScript only its page loads (raw and gzip) with its
 * first combination, and what a reader downloads when switching to another combination (each
 * combination is a JSON file fetched on demand, src/app/tools/defaults/load.ts): every
 * same-origin response between the click on a mode or target and the tree showing it.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium.ts';
import { sizesOf } from '../gates/budgets.ts';
import { startStaticServer } from '../server/static-server.ts';
import { DEFAULTS_URL } from '../../shared/defaults-explorer.ts';
import { scriptsOf } from './checker.ts';

/** One switch of combination and what it downloaded. */
export interface DefaultsSwitch {
  /** The combination switched to (`development--web`). */
  to: string;
  /** Files fetched for it. */
  files: number;
  /** Their bytes, gzip. */
  gzip: number;
}

/** What the bench reports for the defaults explorer. */
export interface DefaultsFigures {
  /** Scripts loaded on the explorer's page (production/web shown) and not on another documentation page. */
  toolJs: { files: number; raw: number; gzip: number };
  /** The largest download of one switch of mode or target (`switches`), gzip bytes. */
  combinationGzip: number;
  /** Each switch measured: production/web to development/web (mode), then to development/node (target). */
  switches?: DefaultsSwitch[];
}

/** Clicks a radio button of the explorer and collects the same-origin paths fetched until `choice` shows. */
async function switchTo(page: Page, origin: string, group: 'mode' | 'target', value: string, choice: string): Promise<string[]> {
  const fetched: string[] = [];
  // What the page asks for (data, scripts, styles), not the favicon Chromium fetches again when
  // the address changes.
  const onResponse = (r: { url: () => string; request: () => { resourceType: () => string } }): void => {
    const url = new URL(r.url());
    if (url.origin === origin && ['fetch', 'xhr', 'script', 'stylesheet'].includes(r.request().resourceType())) fetched.push(url.pathname);
  };
  page.on('response', onResponse);
  await page.locator(`input[name="defaults-${group}"][value="${value}"]`).click();
  await page.waitForSelector(`[data-defaults="ready"][data-choice="${choice}"]`, { state: 'attached' });
  page.off('response', onResponse);
  return fetched;
}

/** Measures the explorer over the built site in `dir`. */
export async function benchDefaults(options: { dir: string; chrome: string }): Promise<DefaultsFigures> {
  const server = await startStaticServer({ root: options.dir, port: 0 });
  const browser = await chromium.launch({ executablePath: options.chrome, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const sizeOf = sizesOf(options.dir);
    const gzipOf = async (files: readonly string[]): Promise<{ raw: number; gzip: number }> => {
      const sizes = await Promise.all(files.map((f) => sizeOf(f)));
      return { raw: sizes.reduce((a, s) => a + (s?.raw ?? 0), 0), gzip: sizes.reduce((a, s) => a + (s?.gzip ?? 0), 0) };
    };
    const other = await scriptsOf(page, `${server.url}/configuration/mode/`, 'html[data-hydrated]');
    const explorer = await scriptsOf(page, `${server.url}${DEFAULTS_URL}`, '[data-defaults="ready"][data-choice="production--web"]');
    const own = [...explorer].filter((s) => !other.has(s));
    const toolJs = { files: own.length, ...(await gzipOf(own)) };
    const switches: DefaultsSwitch[] = [];
    for (const [group, value, to] of [
      ['mode', 'development', 'development--web'],
      ['target', 'node', 'development--node'],
    ] as const) {
      const fetched = await switchTo(page, server.url, group, value, to);
      if (fetched.length === 0) throw new Error(`switching to ${to} fetched nothing: the explorer's data did not load on demand`);
      switches.push({ to, files: fetched.length, gzip: (await gzipOf(fetched)).gzip });
    }
    return { toolJs, combinationGzip: Math.max(...switches.map((s) => s.gzip)), switches };
  } finally {
    await browser.close();
    await server.close();
  }
}
