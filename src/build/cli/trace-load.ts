/**
 * `npm run trace -- [--dirs dist,.cache/base-dist] [--pages /,/configuration/output/] [--runs 3] [--rate 4]`:
 * loads pages of one or more built folders in Chromium with the CPU slowed down `rate` times,
 * records a performance trace of each first visit (service worker allowed, cold cache) until the
 * page has hydrated and the browser has been idle twice, and prints every main-thread task of 50
 * ms of CPU time or more with what ran in it (`src/build/bench/trace-tasks.ts`). Folders are loaded in
 * alternation (A B A B), so a machine whose load drifts weighs on each alike. Not part of `npm test`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { median } from '../gates/budgets.ts';
import { readLoad, type LoadFigures, type TraceEvent } from '../bench/trace-tasks.ts';
import { CHROMIUM_ARGS, findChromium } from '../chromium.ts';
import { startStaticServer } from '../server/static-server.ts';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler'];

const { values } = parseArgs({
  options: {
    dirs: { type: 'string', default: 'dist' },
    pages: { type: 'string', default: '/,/concepts/,/configuration/output/,/api/compiler-hooks/' },
    runs: { type: 'string', default: '3' },
    rate: { type: 'string', default: '4' },
    out: { type: 'string', default: '.cache/trace-load.json' },
  },
});
const root = path.resolve(import.meta.dirname, '../../..');
const dirs = (values.dirs ?? 'dist').split(',');
const pages = (values.pages ?? '/').split(',');
const runs = Number(values.runs);
const rate = Number(values.rate);

/** A load's figures and the LCP candidates the page saw. */
type Traced = LoadFigures & { lcpSeen: string[] };

async function traceOne(browser: Browser, url: string): Promise<Traced> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // Every largest-contentful-paint candidate with the element it names, to see what moves LCP.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { lcpSeen: string[] }).lcpSeen = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { element?: Element | null; size?: number }>) {
        const el = e.element;
        seen.push(`${Math.round(e.startTime)} ms ${el?.tagName ?? '?'}.${el?.className ?? ''} size ${e.size ?? 0} '${(el?.textContent ?? '').slice(0, 40)}'${el?.isConnected === false ? ' (detached)' : ''}`);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load' });
  // One evaluation that waits for the flag (Playwright's own polling would add tasks to the trace).
  // A string: tsx would wrap named functions in a helper the page does not have.
  await page.evaluate(`new Promise((resolve) => {
    const root = document.documentElement;
    if (root.hasAttribute('data-hydrated')) return resolve();
    const observer = new MutationObserver(() => root.hasAttribute('data-hydrated') && (observer.disconnect(), resolve()));
    observer.observe(root, { attributes: true });
  })`);
  // Work scheduled for idle time (enhancers, the worker's registration) runs in these rounds.
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const lcpSeen = await page.evaluate(() => (window as unknown as { lcpSeen: string[] }).lcpSeen);
  const buffer = await browser.stopTracing();
  await context.close();
  if (process.env['TRACE_KEEP'] !== undefined) await writeFile(path.resolve(root, process.env['TRACE_KEEP']), buffer);
  const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  return { ...readLoad(trace.traceEvents, url), lcpSeen };
}

const executablePath = findChromium();
if (executablePath === undefined) throw new Error('No Chromium found (set CHROME_PATH)');
const servers = await Promise.all(dirs.map((dir) => startStaticServer({ root: path.resolve(root, dir), port: 0 })));
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const results: Record<string, Record<string, Traced[]>> = {};
try {
  for (const pagePath of pages) {
    for (let run = 0; run < runs; run++) {
      for (const [i, dir] of dirs.entries()) {
        const started = performance.now();
        const figures = await traceOne(browser, `${servers[i]?.url ?? ''}${pagePath}`);
        ((results[pagePath] ??= {})[dir] ??= []).push(figures);
        console.log(`${pagePath} ${dir} run ${run + 1}: blocking ${figures.blocking} ms CPU (${figures.wallBlocking} ms wall), busy ${figures.busy} ms CPU, FCP ${figures.fcp}, LCP ${figures.lcp}, ${figures.longTasks.length} long tasks (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.close()));
}

const fmt = (pairs: Array<[string, number]>): string => pairs.map(([k, v]) => `${k} ${v}`).join(', ');
console.log(`\nMedians at ${rate}x CPU slowdown. Blocking: main-thread CPU time beyond 50 ms per task after FCP; busy: CPU time in tasks; wall: the same by the clock (stretched on a loaded machine); FCP, LCP: ms after navigation start (wall):`);
console.log('| page | folder | blocking (CPU) | busy (CPU) | blocking (wall) | long tasks | FCP | LCP | LCP - FCP |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [pagePath, byDir] of Object.entries(results)) {
  for (const [dir, list] of Object.entries(byDir)) {
    const m = (f: (x: LoadFigures) => number): number => Math.round(median(list.map(f)));
    console.log(`| ${pagePath} | ${dir} | ${m((x) => x.blocking)} | ${m((x) => x.busy)} | ${m((x) => x.wallBlocking)} | ${m((x) => x.longTasks.length)} | ${m((x) => x.fcp)} | ${m((x) => x.lcp)} | ${m((x) => x.lcp - x.fcp)} |`);
  }
}
for (const [pagePath, byDir] of Object.entries(results)) {
  for (const [dir, list] of Object.entries(byDir)) {
    // The run with the median blocking time stands for the folder.
    const sorted = [...list].sort((a, b) => a.blocking - b.blocking);
    const typical = sorted[Math.floor(sorted.length / 2)];
    console.log(`\nLong tasks of ${pagePath} (${dir}, the median run); LCP candidates: ${typical?.lcpSeen.join(' | ') ?? ''}`);
    for (const t of typical?.longTasks ?? []) console.log(`- at ${t.start} ms, ${t.cpu} ms CPU (${t.duration} ms wall): ${fmt(t.kinds)}\n    scripts: ${fmt(t.scripts)}\n    sampled: ${fmt(t.functions)}`);
  }
}
await writeFile(path.resolve(root, values.out ?? '.cache/trace-load.json'), JSON.stringify(results, null, 1));
