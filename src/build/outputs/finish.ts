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
  // `_headers` reads the final HTML and names the served files, never the compressed copies (side
  // files) the last step writes: it runs beside that step, on this thread while the copies are
  // made on others. (Started before the precache list, it held that 30 ms step up for 0.1 s, and
  // the compression waits for the list.)
  const headers = step('_headers (CSP from the built HTML, beside the compression)', () => writeHeaders(outDir));
  // Awaited below; this only keeps a failure from counting as unhandled meanwhile.
  headers.catch(() => undefined);
  const compressed = await step('precompress text files (.br, .gz)', () => compressSite(outDir, new Set(precache.files), compressDir, firstLoad));
  info(`  ${compressed.files} files, ${kb(compressed.bytes)} → ${kb(compressed.brotliBytes)} brotli (${compressed.reused} from the cache or an identical file)`);
  const written = await headers;
  info(`  _headers: ${written.rules} rules, ${written.inlineScripts} inline script hash(es)`);
}
