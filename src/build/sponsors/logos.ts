/**
 * Logos are downloaded at fetch time so the page loads images only from its own origin. Only
 * raster images pass (checked by their first bytes, not by what the server claims): an SVG
 * served from our origin could carry script when opened on its own. A logo whose URL has not
 * changed since the last fetch is copied from the previous data instead of downloaded again.
 */
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RawSupporter } from './normalize.ts';

/** Where one stored logo came from. */
export interface LogoSource {
  /** The image URL it was downloaded from. */
  url: string;
  /** File name in the logos folder. */
  file: string;
}

/** Logo sources by supporter slug (stored beside the data as `logo-sources.json`). */
export type LogoManifest = Record<string, LogoSource>;

/** Options of the download. */
export interface LogoOptions {
  /** The fetch to use. */
  fetch?: typeof fetch;
  /** Origins that may be read over plain `http:` (only the test's 127.0.0.1 server); everything else must be `https:`. */
  allowHttpOrigins?: readonly string[];
  /** Parallel downloads (default 6). */
  concurrency?: number;
  /** Largest accepted image (default 1 MB). */
  maxBytes?: number;
  /** Time-out of one download (default 30 s). */
  timeoutMs?: number;
}

/** The file extension of a raster image from its first bytes, or undefined for anything else. */
export function imageExtension(bytes: Uint8Array): 'png' | 'jpg' | 'gif' | 'webp' | undefined {
  const at = (i: number): number => bytes[i] ?? -1;
  const ascii = (from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));
  if (at(0) === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpg';
  if (ascii(0, 4) === 'GIF8') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** Whether a logo URL may be fetched. */
export function allowedLogoUrl(raw: string, allowHttpOrigins: readonly string[] = []): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || (url.protocol === 'http:' && allowHttpOrigins.includes(url.origin));
  } catch {
    return false;
  }
}

async function download(url: string, options: LogoOptions): Promise<{ bytes: Uint8Array; ext: string }> {
  const response = await (options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 30_000), redirect: 'follow' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  if (!allowedLogoUrl(response.url || url, options.allowHttpOrigins)) throw new Error('redirected to a URL that is not https:');
  const max = options.maxBytes ?? 1_000_000;
  if (Number(response.headers.get('content-length') ?? 0) > max) throw new Error(`larger than ${max} bytes`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > max) throw new Error(`larger than ${max} bytes`);
  const ext = imageExtension(bytes);
  if (ext === undefined) throw new Error('not a PNG, JPEG, GIF or WebP image');
  return { bytes, ext };
}

/**
 * Puts a logo for every supporter that has one into `dir`; returns the manifest of what is
 * there. A logo that cannot be had is a warning, not a failure: the page shows initials.
 */
export async function collectLogos(
  supporters: readonly RawSupporter[],
  dir: string,
  previous: { dir: string; manifest: LogoManifest },
  options: LogoOptions,
  warnings: string[],
): Promise<LogoManifest> {
  const manifest: LogoManifest = {};
  const problems: string[] = [];
  const queue = supporters.filter((s) => s.imageUrl !== undefined);
  const worker = async (): Promise<void> => {
    for (let s = queue.shift(); s !== undefined; s = queue.shift()) {
      const url = s.imageUrl ?? '';
      const old = previous.manifest[s.slug];
      try {
        if (old?.url === url) {
          try {
            await copyFile(path.join(previous.dir, old.file), path.join(dir, old.file));
            manifest[s.slug] = old;
            continue;
          } catch {
            // The previous file is gone: download it again below.
          }
        }
        if (!allowedLogoUrl(url, options.allowHttpOrigins)) throw new Error('the image URL is not https:');
        const { bytes, ext } = await download(url, options);
        const file = `${s.slug}.${ext}`;
        await writeFile(path.join(dir, file), bytes);
        manifest[s.slug] = { url, file };
      } catch (error) {
        problems.push(`${s.slug} (${(error as Error).message})`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
  if (problems.length > 0) {
    problems.sort();
    warnings.push(`${problems.length} logo(s) left out, initials are shown instead: ${problems.slice(0, 5).join(', ')}${problems.length > 5 ? ', …' : ''}`);
  }
  return manifest;
}
