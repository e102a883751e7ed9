/**
 * Lighthouse with its mobile defaults (simulated throttling) over the preview server, each page
 * run `runs` times in one headless Chromium the benchmark starts itself; per-metric medians.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { median } from '../gates/budgets.ts';
import { startStaticServer } from '../server/static-server.ts';
import type { LighthouseFigures } from './types.ts';

/** A headless Chromium with a DevTools port, as Lighthouse wants it. */
async function launchChrome(chrome: string): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  const args = ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, '--no-sandbox', '--no-first-run', '--no-default-browser-check', '--disable-background-networking', '--disable-component-update', '--disable-sync', 'about:blank'];
  const child: ChildProcess = spawn(chrome, args, { stdio: ['ignore', 'ignore', 'pipe'] });
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
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      await rm(profile, { recursive: true, force: true });
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

/** Runs Lighthouse over pages of a built folder. */
export async function benchLighthouse(options: { dir: string; chrome: string; pages: ReadonlyArray<{ url: string; label: string }>; runs?: number }): Promise<LighthouseFigures[]> {
  const server = await startStaticServer({ root: options.dir, port: 0 });
  const chrome = await launchChrome(options.chrome);
  const out: LighthouseFigures[] = [];
  try {
    for (const page of options.pages) {
      const runs: LighthouseFigures[] = [];
      for (let i = 0; i < (options.runs ?? 3); i++) {
        const result = await lighthouse(`${server.url}${page.url}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (result === undefined) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        const { categories, audits } = result.lhr;
        const numeric = (id: string): number => audits[id]?.numericValue ?? Number.NaN;
        runs.push({
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
          failing: Object.values(categories).flatMap((c) =>
            c.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${ref.id} (${audits[ref.id]?.score ?? '?'})`),
          ),
        });
      }
      const m = (key: keyof Omit<LighthouseFigures, 'url' | 'label' | 'runs' | 'failing'>): number => median(runs.map((r) => r[key]));
      out.push({
        url: page.url,
        label: page.label,
        runs: runs.length,
        performance: m('performance'),
        accessibility: m('accessibility'),
        bestPractices: m('bestPractices'),
        seo: m('seo'),
        fcpMs: m('fcpMs'),
        lcpMs: m('lcpMs'),
        tbtMs: m('tbtMs'),
        cls: m('cls'),
        failing: lowestScores(runs.flatMap((r) => r.failing)),
      });
    }
  } finally {
    await chrome.close();
    await server.close();
  }
  return out;
}
