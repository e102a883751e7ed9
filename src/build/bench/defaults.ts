/**
 * The defaults explorer's figures: the JavaScript only its page loads (raw and gzip) with its
 * first combination, and the data chunk each further combination loads (the largest, gzip).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium.ts';
import { sizesOf } from '../gates/budgets.ts';
import { startStaticServer } from '../server/static-server.ts';
import { DEFAULTS_URL } from '../../shared/defaults-explorer.ts';
import { scriptsOf } from './checker.ts';

/** What the bench reports for the defaults explorer. */
export interface DefaultsFigures {
  /** Scripts loaded on the explorer's page (production/web shown) and not on another documentation page. */
  toolJs: { files: number; raw: number; gzip: number };
  /** The data chunk of one more combination: the largest of development/node and none/browserslist, gzip bytes. */
  combinationGzip: number;
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
    const explorer = await scriptsOf(page, `${server.url}${DEFAULTS_URL}`, '[data-defaults="ready"]');
    const own = [...explorer].filter((s) => !other.has(s));
    const toolJs = { files: own.length, ...(await gzipOf(own)) };
    let combinationGzip = 0;
    for (const hash of ['#mode=development&target=node', '#mode=none&target=browserslist']) {
      const before = new Set([...explorer]);
      const loaded = await scriptsOf(page, `${server.url}${DEFAULTS_URL}${hash}`, `[data-defaults="ready"][data-choice="${hash.slice(6).replace('&target=', '--')}"]`);
      const added = [...loaded].filter((s) => !before.has(s) && !other.has(s));
      combinationGzip = Math.max(combinationGzip, (await gzipOf(added)).gzip);
    }
    return { toolJs, combinationGzip };
  } finally {
    await browser.close();
    await server.close();
  }
}
