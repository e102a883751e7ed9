/** The meta string of a code fence: ```js title="webpack.config.js" {3,5-7} fragment file=examples/x.js#part error="Invalid request", or ```bash npm2yarn */

/** What a fence's meta string says. */
export interface FenceMeta {
  /** Title shown above the code. */
  title?: string;
  /** Highlighted line ranges as written, e.g. `3,5-7`. */
  highlight?: string;
  /** A partial configuration that is not validated on its own. */
  fragment: boolean;
  /** Repository-relative file the fence includes. */
  file?: string;
  /** Region of the included file. */
  region?: string;
  /** Text of the error a complete configuration demonstrates on purpose (the docs check expects it). */
  error?: string;
  /** `npm2yarn`: npm commands shown as tabs for npm, Yarn, pnpm and Bun (pm-tabs.ts). */
  pm?: boolean;
}

/** Parses a fence meta string; unknown words are ignored so third-party READMEs still render. */
export function parseFenceMeta(meta: string | null | undefined): FenceMeta {
  const out: FenceMeta = { fragment: false };
  if (meta === null || meta === undefined) return out;
  const tokenRe = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))|\{([\d,\s-]+)\}|(\S+)/g;
  for (const m of meta.matchAll(tokenRe)) {
    const [, key, dq, sq, bare, lines, word] = m;
    if (key !== undefined) {
      const value = dq ?? sq ?? bare ?? '';
      if (key === 'title') out.title = value;
      else if (key === 'error') out.error = value;
      else if (key === 'file') {
        const hash = value.indexOf('#');
        out.file = hash === -1 ? value : value.slice(0, hash);
        if (hash !== -1) out.region = value.slice(hash + 1);
      }
    } else if (lines !== undefined) out.highlight = lines.replace(/\s+/g, '');
    else if (word === 'fragment') out.fragment = true;
    else if (word === 'npm2yarn') out.pm = true;
  }
  return out;
}

/** Expands `3,5-7` into line numbers. */
export function parseLineRanges(spec: string): number[] {
  const lines = new Set<number>();
  for (const part of spec.split(',').filter(Boolean)) {
    const [a, b] = part.split('-').map(Number);
    if (a === undefined || Number.isNaN(a)) continue;
    const end = b === undefined || Number.isNaN(b) ? a : b;
    for (let n = a; n <= end; n++) lines.add(n);
  }
  return [...lines].sort((x, y) => x - y);
}
