/**
 * The configuration checker's figures: the JavaScript only its page loads (raw and gzip), and the
 * time from pasting a 200-line configuration to its errors on screen (median of several pastes,
 * measured in the page from the input event to the results' update). Target: 100 ms.
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
  /** Errors the pasted configuration gets (a sanity check of the measurement). */
  errors: number;
}

/** A 200-line configuration with three mistakes, as a reader might paste. */
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
    "  optimization: { splitChunks: { chunks: 'all' } },",
    '};',
  ].join('\n');
}

/** The same-origin scripts a page loads until `ready` is in it. */
export async function scriptsOf(page: Page, url: string, ready: string): Promise<Set<string>> {
  const scripts = new Set<string>();
  const onResponse = (r: { url: () => string; request: () => { resourceType: () => string } }): void => {
    if (r.request().resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  };
  page.on('response', onResponse);
  await page.goto(url);
  await page.waitForSelector(ready, { state: 'attached' });
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
    let errors = 0;
    for (let i = 0; i < (options.runs ?? 5); i++) {
      // A different text each run (a trailing comment), so every paste is a change.
      const pasted = `${text}\n// run ${i}`;
      await page.locator('.cm-content').click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      await page.waitForSelector('[data-checker="unreadable"]');
      const timing = page.evaluate(
        () =>
          new Promise<{ ms: number; errors: number }>((resolve) => {
            let start = 0;
            document.querySelector('[data-checker] div')?.shadowRoot?.querySelector('.cm-content')?.addEventListener('beforeinput', (e) => (start = e.timeStamp), { once: true, capture: true });
            const observer = new MutationObserver(() => {
              const tool = document.querySelector('[data-checker="invalid"]');
              if (tool === null || start === 0) return;
              observer.disconnect();
              resolve({ ms: performance.now() - start, errors: tool.querySelectorAll('ol > li').length });
            });
            observer.observe(document.body, { subtree: true, attributes: true, childList: true });
          }),
      );
      await page.keyboard.insertText(pasted);
      const result = await timing;
      runs.push(Math.round(result.ms * 10) / 10);
      errors = result.errors;
    }
    return { toolJs, pasteToErrorsMs: { median: median(runs), runs }, errors };
  } finally {
    await browser.close();
    await server.close();
  }
}
