/**
 * The last steps of a build, run once every other file of the site is written: the installable
 * app's manifest and icons, the offline page, the service worker's precache list, `_headers`
 * (hashing the inline scripts of the final HTML) and the `.br`/`.gz` copies of text files.
 */
import { info, step } from '../log.ts';
import { writeAppManifest } from './app-manifest.ts';
import { compressSite } from './compress.ts';
import { writeOfflinePage } from './offline-page.ts';
import { writePrecache } from './precache.ts';
import { writeHeaders } from './write-headers.ts';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * Runs the finishing steps over `outDir`; `toolFiles` are the site paths only tools load (kept out
 * of the precache); `compressDir` keeps compressed copies between builds; `firstLoad`, the
 * scripts and styles pages link, which get the best brotli (by default every precached one).
 */
export async function finishSite(outDir: string, toolFiles: readonly string[], compressDir?: string, firstLoad?: ReadonlySet<string>): Promise<void> {
  await step('app manifest and icons', () => writeAppManifest(outDir));
  await step('offline page', () => writeOfflinePage(outDir));
  const precache = await step('service worker precache list', () => writePrecache(outDir, toolFiles));
  info(`  ${precache.entries} files, ${kb(precache.bytes)} (${toolFiles.length} tool files left out)`);
  const headers = await step('_headers (CSP from the built HTML)', () => writeHeaders(outDir));
  info(`  ${headers.rules} rules, ${headers.inlineScripts} inline script hash(es)`);
  const compressed = await step('precompress text files (.br, .gz)', () => compressSite(outDir, new Set(precache.files), compressDir, firstLoad));
  info(`  ${compressed.files} files, ${kb(compressed.bytes)} → ${kb(compressed.brotliBytes)} brotli (${compressed.reused} from the cache or an identical file)`);
}
