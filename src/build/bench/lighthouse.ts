/**
 * Lighthouse with its mobile defaults (simulated throttling) over the preview server, each page
 * run `runs` times in one headless Chromium the benchmark starts itself; per-metric medians.
 * With a baseline (`--baseline DIR`, the built `dist` of another checkout) each page is also
 * measured there, the two servers taking turns run by run (A B, B A, ...), so both sides see
 * the same machine at the same moment (issue 22: figures from different runs do not compare).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { median } from '../gates/budgets.ts';
import { warn } from '../log.ts';
import { stopProcessGroup } from '../process-group.ts';
import { startStaticServer } from '../server/static-server.ts';
import type { LighthouseFigures, LighthouseMedians } from './types.ts';

/** A page to measure. */
export interface LighthousePage {
  url: string;
  label: string;
  /** The largest page by HTML size (its targets are looser). */
  largest?: boolean;
}

/**
 * One page of every template (the not-found page as `/404.html`: Lighthouse refuses to score a
 * document answered with status 404) and the largest page by HTML size.
 */
export function lighthousePages(largestUrl: string): LighthousePage[] {
  const pages: LighthousePage[] = [
    { url: '/', label: 'home' },
    { url: '/concepts/', label: 'section index' },
    { url: '/configuration/output/', label: 'long reference page' },
    { url: '/guides/getting-started/', label: 'guide' },
    { url: '/api/compiler-hooks/', label: 'API page' },
    { url: '/plugins/split-chunks-plugin/', label: 'plugin page' },
    { url: '/loaders/css-loader/', label: 'third-party page' },
    { url: '/404.html', label: 'not-found page' },
  ];
  const known = pages.find((p) => p.url === largestUrl);
  if (known === undefined) return [...pages, { url: largestUrl, label: 'largest page (HTML)', largest: true }];
  return pages.map((p) => (p === known ? { ...p, label: `${p.label}, largest (HTML)`, largest: true } : p));
}

/** A headless Chromium with a DevTools port, as Lighthouse wants it. */
async function launchChrome(chrome: string): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  const args = ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, '--no-sandbox', '--no-first-run', '--no-default-browser-check', '--disable-background-networking', '--disable-component-update', '--disable-sync', 'about:blank'];
  // Its own process group: the browser's helper processes (network service, GPU) are stopped with it.
  const child: ChildProcess = spawn(chrome, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${text.slice(-500)}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (m !== null) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code ?? 'a signal'}:\n${text.slice(-500)}`)));
  });
  return {
    port,
    close: async () => {
      // Its profile folder is removed once the browser has exited (it writes there until then).
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        stopProcessGroup(child);
        await exited;
      }
      // A helper process still writing its cache once made the removal fail with ENOTEMPTY and
      // threw away every Lighthouse run of the bench: a folder left in the temporary directory
      // is only reported.
      await rm(profile, { recursive: true, force: true }).catch((error: unknown) => {
        warn(`left the Chromium profile ${profile}: ${error instanceof Error ? error.message : String(error)}`);
      });
    },
  };
}

/** `id (score)` entries of several runs reduced to one per audit, with its lowest score. */
export function lowestScores(entries: readonly string[]): string[] {
  const lowest = new Map<string, number>();
  for (const entry of entries) {
    const m = /^(.+) \(([\d.]+|\?)\)$/.exec(entry);
    if (m === null) continue;
    const value = m[2] === '?' ? 0 : Number(m[2]);
    lowest.set(m[1] ?? entry, Math.min(value, lowest.get(m[1] ?? entry) ?? 1));
  }
  return [...lowest].map(([id, value]) => `${id} (${value})`);
}

/** Score 0-1 as 0-100, NaN when Lighthouse gave none. */
const score = (value: number | null | undefined): number => (value == null ? Number.NaN : Math.round(value * 100));

type Metric = keyof Omit<LighthouseMedians, 'url' | 'label' | 'runs' | 'failing' | 'seoFailing'>;
const METRICS: readonly Metric[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'];

/** One Lighthouse run of one page. */
async function runOnce(port: number, base: string, page: LighthousePage): Promise<LighthouseMedians> {
  const result = await lighthouse(`${base}${page.url}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${page.url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError !== undefined) throw new Error(`Lighthouse could not measure ${base}${page.url}: ${result.lhr.runtimeError.message}`);
  const numeric = (id: string): number => audits[id]?.numericValue ?? Number.NaN;
  // A category's scored audits short of full marks, as `id (score)`.
  const short = (c: (typeof categories)[string]): string[] => c.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${ref.id} (${audits[ref.id]?.score ?? '?'})`);
  return {
    url: page.url,
    label: page.label,
    runs: 1,
    performance: score(categories['performance']?.score),
    accessibility: score(categories['accessibility']?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories['seo']?.score),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    failing: Object.values(categories).flatMap(short),
    seoFailing: categories['seo'] === undefined ? [] : short(categories['seo']),
  };
}

/** The figures of a page none of whose runs succeeded. */
const NOT_MEASURED = Object.fromEntries(METRICS.map((key) => [key, Number.NaN])) as Record<Metric, number>;

/** Per-metric medians of several runs of one page. */
export function mediansOf(page: LighthousePage, runs: readonly LighthouseMedians[]): LighthouseMedians {
  const figures = Object.fromEntries(METRICS.map((key) => [key, median(runs.map((r) => r[key]))])) as Record<Metric, number>;
  return { url: page.url, label: page.label, runs: runs.length, ...figures, failing: lowestScores(runs.flatMap((r) => r.failing)), seoFailing: lowestScores(runs.flatMap((r) => r.seoFailing ?? [])) };
}

/** Runs Lighthouse over pages of a built folder, and of a baseline folder in alternation when one is given. */
export async function benchLighthouse(options: { dir: string; chrome: string; pages: readonly LighthousePage[]; runs?: number; baseline?: string }): Promise<LighthouseFigures[]> {
  if (options.baseline !== undefined && !existsSync(path.join(options.baseline, 'index.html'))) throw new Error(`--baseline ${options.baseline} holds no built site (no index.html)`);
  const servers = [await startStaticServer({ root: options.dir, port: 0 })];
  if (options.baseline !== undefined) servers.push(await startStaticServer({ root: options.baseline, port: 0 }));
  const out: LighthouseFigures[] = [];
  try {
    for (const page of options.pages) {
      // runs[0]: this build; runs[1]: the baseline.
      const runs: LighthouseMedians[][] = servers.map(() => []);
      const failures: string[][] = servers.map(() => []);
      for (let i = 0; i < (options.runs ?? 3); i++) {
        // A B, then B A: neither side always goes first (a warm disk cache, a quieter machine).
        const order = i % 2 === 0 ? servers.map((_, j) => j) : servers.map((_, j) => servers.length - 1 - j);
        for (const side of order) {
          const server = servers[side];
          if (server === undefined) continue;
          // A failed run (a timeout on a loaded machine) is reported with the page; the others go on.
          // A browser of its own per run: in a shared one, the service worker a run's page registers
          // goes on installing its precache (and the browser on caching) while the next run is traced.
          const chrome = await launchChrome(options.chrome);
          await runOnce(chrome.port, server.url, page)
            .then(
              (figures) => runs[side]?.push(figures),
              (error: unknown) => failures[side]?.push(`run ${i + 1} failed: ${(error as Error).message.split('\n')[0] ?? ''}`),
            )
            .finally(() => chrome.close());
        }
      }
      const medians = (side: number): LighthouseMedians => {
        const taken = mediansOf(page, runs[side] ?? []);
        return { ...taken, ...((runs[side] ?? []).length === 0 ? NOT_MEASURED : {}), failing: [...taken.failing, ...(failures[side] ?? [])] };
      };
      out.push({ ...medians(0), ...(page.largest === true ? { largest: true } : {}), ...(servers.length > 1 ? { baseline: medians(1) } : {}) });
    }
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
  return out;
}
