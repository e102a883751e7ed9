/**
 * The checker's state in the URL hash, `#config=<text deflated (deflate-raw), base64url>`, so a
 * link reproduces it; nothing leaves the browser. The build writes the same form for the
 * "Open in checker" links (src/build/tools/tool-markers.ts).
 */
import { CHECKER_HASH_KEY, fromBase64Url, toBase64Url } from '../../../shared/tools.ts';

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

/** The hash (without `#`) for a configuration text. */
export async function hashFor(text: string): Promise<string> {
  return `${CHECKER_HASH_KEY}=${toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw')))}`;
}

/** The configuration text a hash carries; undefined when it carries none or cannot be read. */
export async function textFromHash(hash: string): Promise<string | undefined> {
  const match = new RegExp(`^#?${CHECKER_HASH_KEY}=([A-Za-z0-9_-]*)$`).exec(hash);
  const bytes = match === null ? undefined : fromBase64Url(match[1] ?? '');
  if (bytes === undefined) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await pipe(bytes, new DecompressionStream('deflate-raw')));
  } catch {
    return undefined;
  }
}
