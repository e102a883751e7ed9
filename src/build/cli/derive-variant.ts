/**
 * A variant of a finished build whose switch changes only what the build writes after the
 * pages, made from a copy of that build instead of building the content again (a fixture build
 * costs about 13 s of CPU; this about 5 s). One switch qualifies: `SW_KILL_SWITCH=1`, which
 * changes only the service worker (compiled again as the kill switch, which has no precache list:
 * the build's own precache step skips it too). `_headers` is written again from the copy, and
 * the worker gets its compressed copies again. Any other switch changes the bundles
 * (`ANALYTICS_ID`; `DOCSEARCH_*`, which the search chunk is built with; `API_REFERENCE`) and
 * needs a full build: the command refuses it.
 *
 * `tsx src/build/cli/derive-variant.ts --from DIR --out DIR` with the switch in its environment.
 */
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createServiceWorkerConfig } from '../../../webpack.config.ts';
import { SW_KILL_SWITCH_ENV, SW_URL } from '../../shared/service-worker.ts';
import { info, step } from '../log.ts';
import { brotliQuality, compressFileSync } from '../outputs/compress-codec.ts';
import { writeHeaders } from '../outputs/write-headers.ts';
import { runWebpack } from '../webpack-run.ts';
import { buildWorkPaths } from './build-site.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Switches that change the bundles or the pages, which a copy cannot follow. */
const FULL_BUILD_SWITCHES = ['ANALYTICS_ID', 'API_REFERENCE', 'DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME', 'DOCSEARCH_HOST'] as const;

/**
 * Copies the build in `fromDir` to `outDir` (both relative to the root) and applies the kill
 * switch set in this process's environment (the worker's configuration reads it there, as in a
 * full build).
 */
export async function deriveVariant(fromDir: string, outDir: string): Promise<void> {
  const env = process.env;
  const full = FULL_BUILD_SWITCHES.filter((name) => env[name] !== undefined);
  if (full.length > 0) throw new Error(`derive-variant: ${full.join(', ')} change the bundles: build the variant in full instead`);
  if (env[SW_KILL_SWITCH_ENV] !== '1') throw new Error(`derive-variant: no switch to apply (${SW_KILL_SWITCH_ENV}=1 is the one a copy can follow)`);
  const from = path.resolve(root, fromDir);
  const out = path.resolve(root, outDir);
  await step(`copy ${fromDir} to ${outDir}`, async () => {
    await rm(out, { recursive: true, force: true });
    await cp(from, out, { recursive: true });
  });
  // The worker's switch is read when its configuration is made, from this process's environment.
  // No precache list to inject: the kill switch has none (the build's precache step skips it).
  await step('webpack (service worker: the kill switch)', () => runWebpack([createServiceWorkerConfig({ mode: 'production', outDir: out, ...buildWorkPaths(out) })]));
  const changed = ['/_headers', SW_URL];
  await step('_headers (CSP from the built HTML)', () => writeHeaders(out));
  // Stale copies go; new ones are written where the build would write them (no precache list is
  // read: these files are not precached, so they get the quality of any other file).
  await step('precompress the changed files', async () => {
    for (const file of changed) {
      const abs = path.join(out, file);
      await Promise.all(['.br', '.gz'].map((ext) => rm(`${abs}${ext}`, { force: true })));
      compressFileSync(abs, file, brotliQuality(file, new Set()));
    }
  });
  info(`Derived ${path.relative(root, out)}/ from ${path.relative(root, from)}/ (${changed.join(', ')} changed)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { from: { type: 'string' }, out: { type: 'string' } } });
  const { from, out } = values;
  if (from === undefined || out === undefined) throw new Error('derive-variant: --from DIR and --out DIR are required');
  deriveVariant(from, out).catch((error: unknown) => {
    console.error('\nDerive failed:', error);
    process.exit(1);
  });
}
