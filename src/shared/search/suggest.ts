/**
 * The 'no results' helper: a related query that does have results. First a short list of words
 * readers bring from other tools or older webpack versions, then the nearest indexed term by a
 * looser typo match, then the indexed term that shares the longest start with the query word.
 */
import type { LoadedIndex } from './loaded.ts';
import { searchIndex } from './rank.ts';
import { analyzeChunk, tokenize } from './tokenize.ts';

/** Words from other tools or older versions, and what this documentation calls them. */
export const RELATED_TERMS: Readonly<Record<string, string>> = {
  uglify: 'terser',
  uglifyjs: 'terser',
  minify: 'minimize',
  minification: 'minimize',
  sourcemap: 'devtool',
  sourcemaps: 'devtool',
  vendor: 'splitChunks',
  vendors: 'splitChunks',
  polyfill: 'resolve.fallback',
  polyfills: 'resolve.fallback',
  analyzer: '--analyze',
  gzip: 'compression-webpack-plugin',
  brotli: 'compression-webpack-plugin',
  livereload: 'hot module replacement',
  hotreload: 'hot module replacement',
  bundler: 'concepts',
  webpackconfig: 'configuration',
  caching: 'cache',
};

/** The most frequent matched term among some results, other than the word itself. */
function commonTerm(results: ReadonlyArray<{ terms: string[] }>, word: string): string | undefined {
  const counts = new Map<string, number>();
  for (const r of results.slice(0, 30)) for (const t of r.terms) if (t !== word) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)[0]?.[0];
}

/** Candidates for one word of the query, best first. */
function candidatesFor(index: LoadedIndex, word: string): string[] {
  const out: string[] = [];
  const related = Object.hasOwn(RELATED_TERMS, word) ? RELATED_TERMS[word] : undefined;
  if (related !== undefined) out.push(related);
  if (word.length >= 4) {
    const loose = index.engine.search(word, { fuzzy: 0.4, maxFuzzy: 3, prefix: false });
    const near = commonTerm(loose, word);
    if (near !== undefined) out.push(near);
  }
  for (let end = word.length - 1; end >= 3; end -= 1) {
    const found = commonTerm(index.engine.search(word.slice(0, end), { prefix: true, fuzzy: false }), word);
    if (found !== undefined) {
      out.push(found);
      break;
    }
  }
  return out;
}

/** A related query with results, or null when nothing close is indexed. */
export function suggestQuery(index: LoadedIndex, query: string): string | null {
  const chunks = tokenize(query);
  for (let i = 0; i < chunks.length; i += 1) {
    const whole = analyzeChunk(chunks[i] ?? '').find((t) => t.whole && !t.stop);
    if (whole === undefined) continue;
    for (const candidate of candidatesFor(index, whole.term)) {
      const next = chunks.map((c, j) => (j === i ? candidate : c)).join(' ');
      if (next.toLowerCase() !== query.trim().toLowerCase() && searchIndex(index, next).length > 0) return next;
    }
  }
  return null;
}
