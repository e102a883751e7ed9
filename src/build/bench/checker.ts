/**
 * The configuration checker's figures: the JavaScript only its page loads (raw and gzip), and the
 * time from pasting a 200-line configuration to its errors on screen (median of several pastes,
 * measured in the page from the `paste` event to the first frame painted with the results), with
 * the main thread's CPU time over that span, which a busy machine does not inflate. Target: 100 ms.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium.ts';
import { median, sizesOf } from '../gates/budgets.ts';
import { startStaticServer } from '../server/static-server.ts';

/** What the bench reports for the checker. */
export interface CheckerFigures {
  /** Scripts loaded on the checker page and not on another documentation page. */
  toolJs: { files: number; raw: number; gzip: number };
  /** Paste of a 200-line configuration to its errors shown: median and each run, ms. */
  pasteToErrorsMs: { median: number; runs: number[] };
  /** CPU time of the page's main thread over the same span (load-independent): median and each run, ms. */
  pasteToErrorsCpuMs?: { median: number; runs: number[] };
  /** Errors the pasted configuration gets (a sanity check of the measurement). */
  errors: number;
}

/** A 200-line configuration as a reader might paste: three mistakes webpack's schema reports, and a misspelt rule type only a build would. */
export function benchConfiguration(): string {
  const aliases = Array.from({ length: 170 }, (_, i) => `      '@lib${i}': path.resolve(__dirname, 'src/lib${i}'),`);
  return [
    "const path = require('path');",
    "const HtmlWebpackPlugin = require('html-webpack-plugin');",
    '',
    'module.exports = {',
    "  mode: 'production',",
    "  entry: { main: './src/index.js', admin: './src/admin.js' },",
    '  output: {',
    "    path: path.resolve(__dirname, 'dist'),",
    "    filname: '[name].[contenthash].js',",
    '  },',
    "  devtools: 'source-map',",
    '  module: {',
    '    rules: [',
    "      { test: /\\.css$/, use: ['style-loader', 'css-loader'] },",
    "      { test: /\\.js$/, exclude: /node_modules/, use: { loader: 'babel-loader' } },",
    "      { test: /\\.png$/, type: 'asset/rsource' },",
    '    ],',
    '  },',
    '  resolve: {',
    "    extensions: ['.js', '.json'],",
    '    alias: {',
    ...aliases,
    '    },',
    '  },',
    "  plugins: [new HtmlWebpackPlugin({ title: 'App' })],",
    "  optimization: { splitChunks: { chunks: 'every' } },",
    '};',
  ].join('\n');
}

/** The same-origin scripts a page loads until `ready` is in it and the page has hydrated. */
export async function scriptsOf(page: Page, url: string, ready: string): Promise<Set<string>> {
  const scripts = new Set<string>();
  const onResponse = (r: { url: () => string; request: () => { resourceType: () => string } }): void => {
    if (r.request().resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  };
  page.on('response', onResponse);
  await page.goto(url);
  await page.waitForSelector(ready, { state: 'attached' });
  // Every idle view has loaded too (its scripts are the other page's as well, not the tool's own).
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  page.off('response', onResponse);
  return scripts;
}

/** Measures the checker over the built site in `dir`. */
export async function benchChecker(options: { dir: string; chrome: string; runs?: number }): Promise<CheckerFigures> {
  const server = await startStaticServer({ root: options.dir, port: 0 });
  const browser = await chromium.launch({ executablePath: options.chrome, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const other = await scriptsOf(page, `${server.url}/configuration/mode/`, 'html[data-hydrated]');
    const checker = await scriptsOf(page, `${server.url}/configuration/check/`, '[data-checker="invalid"]');
    const own = [...checker].filter((s) => !other.has(s));
    const sizeOf = sizesOf(options.dir);
    const sizes = await Promise.all(own.map((f) => sizeOf(f)));
    const toolJs = { files: own.length, raw: sizes.reduce((a, s) => a + (s?.raw ?? 0), 0), gzip: sizes.reduce((a, s) => a + (s?.gzip ?? 0), 0) };
    const text = benchConfiguration();
    const runs: number[] = [];
    const cpuRuns: number[] = [];
    let errors = 0;
    // Chromium's `ThreadTime` metric: CPU seconds of the renderer's main thread so far.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const threadTime = async (): Promise<number> => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? Number.NaN;
    for (let i = 0; i < (options.runs ?? 5); i++) {
      // A different text each run (a trailing comment), so every paste is a change.
      const pasted = `${text}\n// run ${i}`;
      await page.locator('.cm-content').click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await page.waitForSelector('[data-checker="unreadable"]', { state: 'attached' });
      // A paste as the browser delivers it: a `paste` event carrying the text, which CodeMirror
      // handles itself (a transaction). Playwright's insertText went through the browser's own
      // editing of 200 lines and CodeMirror's reading of the changed DOM, which no paste does.
      // Timed in the page from the event to the first frame painted after the results changed.
      const cpuBefore = await threadTime();
      const result = await page.evaluate(async (clip) => {
        const content = document.querySelector('[data-checker] div')?.shadowRoot?.querySelector('.cm-content');
        if (content == null) throw new Error('the checker has no editor');
        const shown = new Promise<{ errors: number }>((resolve) => {
          const observer = new MutationObserver(() => {
            const tool = document.querySelector('[data-checker="invalid"]');
            if (tool === null) return;
            observer.disconnect();
            // After the next frame's paint: a task queued from its animation-frame callback.
            requestAnimationFrame(() => setTimeout(() => resolve({ errors: tool.querySelectorAll('ol > li').length })));
          });
          observer.observe(document.body, { subtree: true, attributes: true, childList: true });
        });
        const data = new DataTransfer();
        data.setData('text/plain', clip);
        const start = performance.now();
        content.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        const { errors: count } = await shown;
        return { ms: performance.now() - start, errors: count };
      }, pasted);
      cpuRuns.push(Math.round((await threadTime()) * 10_000 - cpuBefore * 10_000) / 10);
      runs.push(Math.round(result.ms * 10) / 10);
      errors = result.errors;
    }
    return { toolJs, pasteToErrorsMs: { median: median(runs), runs }, pasteToErrorsCpuMs: { median: median(cpuRuns), runs: cpuRuns }, errors };
  } finally {
    await browser.close();
    await server.close();
  }
}
