/**
 * The build step that writes the search index: reads `search-sources.json` from the content
 * pipeline, builds the MiniSearch index, and writes content-hashed files to the output folder
 * (`search-index.<hash>.json`, `search-snippets.<hash>.json`, and `search-reference.<hash>.json`,
 * the API reference's member records that the search chunk fetches once a query is typed, see
 * `src/shared/search/shard.ts`; the site's last step adds their `.br`/`.gz` copies) plus
 * `search-manifest.json` into the generated folder (imported by the lazy search chunk) and the
 * output folder (for anything outside webpack, e.g. a service worker).
 * The manifest is part of the client bundle: the build runs this on a thread of its own while
 * webpack compiles the rest of that bundle (index-thread.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import MiniSearch from 'minisearch';
import type * as Zod from 'zod';
import { checkedSafeParse, isRecord, lazySchema, stringArray } from '../lazy-zod.ts';
import { info } from '../log.ts';
import { encodeIndex, INDEX_FORMAT_VERSION, type TermPostings } from '../../shared/search/codec.ts';
import { configuredHostedSearch, hostedConfigFrom, type HostedSearchConfig } from '../../shared/search/hosted-config.ts';
import { SEARCH_MANIFEST_FILE, type SearchManifest, type SearchSnippetsFile } from '../../shared/search/manifest.ts';
import { sourceForms } from '../../shared/search/display-forms.ts';
import { buildRecords, indexOptions, type SourcePage } from '../../shared/search/records.ts';
import { encodeShard, splitRecords } from '../../shared/search/shard.ts';
import { isGeneratedReferenceUrl } from '../../shared/view-urls.ts';

const gzipAsync = promisify(gzip);

/** What a page's URL must be. */
const ROUTE = /^\/.*\/$/;

/** `search-sources.json`'s schema, with zod's messages (lazy-zod.ts: made only when `checkSources` refuses the file). */
function makeSourcesSchema(z: typeof Zod.z) {
  return z.array(
    z.object({
      url: z.string().regex(ROUTE, 'must be a site-relative route with a trailing slash'),
      title: z.string(),
      description: z.string(),
      section: z.string(),
      package: z.string().optional(),
      asks: z.array(z.string()).optional(),
      about: z.array(z.string()).optional(),
      sections: z.array(
        z.object({ id: z.string(), heading: z.string(), level: z.number().int().min(0).max(6), text: z.string(), phrases: z.array(z.string()).optional(), asks: z.array(z.string()).optional(), names: z.array(z.string()).optional(), excerpt: z.string().optional() }),
      ),
    }),
  );
}

/** The schema (made on first use). */
export const sourcesSchema = lazySchema(makeSourcesSchema);

type Sources = Zod.z.infer<ReturnType<typeof makeSourcesSchema>>;

/** The optional fields of a page and of a section, in the schema's order, each a string list or (`excerpt`) a string. */
const PAGE_LISTS = ['asks', 'about'] as const;
const SECTION_LISTS = ['phrases', 'asks', 'names'] as const;

/** The sources (`raw`, as JSON.parse read them) as the schema's parse gives them (unknown keys dropped), without zod; undefined when the check cannot tell. */
export function checkSources(raw: unknown): Sources | undefined {
  if (!Array.isArray(raw)) return undefined;
  const pages: Sources = [];
  for (const page of raw as unknown[]) {
    if (!isRecord(page) || typeof page['url'] !== 'string' || !ROUTE.test(page['url']) || typeof page['title'] !== 'string' || typeof page['description'] !== 'string' || typeof page['section'] !== 'string') return undefined;
    if (!Array.isArray(page['sections']) || ('package' in page && typeof page['package'] !== 'string')) return undefined;
    const lists: Partial<Record<(typeof PAGE_LISTS)[number], string[]>> = {};
    for (const key of PAGE_LISTS) {
      if (!(key in page)) continue;
      const list = stringArray(page[key]);
      if (list === undefined) return undefined;
      lists[key] = list;
    }
    const sections: Sources[number]['sections'] = [];
    for (const section of page['sections'] as unknown[]) {
      if (!isRecord(section) || typeof section['id'] !== 'string' || typeof section['heading'] !== 'string' || typeof section['text'] !== 'string') return undefined;
      const level = section['level'];
      if (typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level > 6) return undefined;
      const checked: Sources[number]['sections'][number] = { id: section['id'], heading: section['heading'], level, text: section['text'] };
      for (const key of SECTION_LISTS) {
        if (!(key in section)) continue;
        const list = stringArray(section[key]);
        if (list === undefined) return undefined;
        checked[key] = list;
      }
      if ('excerpt' in section) {
        if (typeof section['excerpt'] !== 'string') return undefined;
        checked.excerpt = section['excerpt'];
      }
      sections.push(checked);
    }
    // The schema's key order: the page's own fields, then `package`, `asks`, `about`, then `sections`.
    pages.push({ url: page['url'], title: page['title'], description: page['description'], section: page['section'], ...('package' in page ? { package: page['package'] as string } : {}), ...lists, sections });
  }
  return pages;
}

/** Reads and validates `search-sources.json`; a bad file fails with its path and the first problem. */
export async function readSearchSources(file: string): Promise<SourcePage[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`search index: cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = checkedSafeParse(raw, checkSources, sourcesSchema);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`search index: ${file} is not valid search material at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'unknown problem'}`);
  }
  // A first-party page has no `package` key at all, and a page about webpack itself no `about`.
  return parsed.data.map(({ package: pkg, about, ...page }) => ({ ...page, ...(pkg === undefined ? {} : { package: pkg }), ...(about === undefined ? {} : { about }) }));
}

/** The hosted configuration: environment variables override the constants in src/shared. */
export function hostedConfigFromEnv(env: NodeJS.ProcessEnv = process.env): HostedSearchConfig | null {
  const fromEnv = hostedConfigFrom({ appId: env['DOCSEARCH_APP_ID'], apiKey: env['DOCSEARCH_API_KEY'], indexName: env['DOCSEARCH_INDEX_NAME'], host: env['DOCSEARCH_HOST'] });
  return fromEnv ?? configuredHostedSearch();
}

/**
 * The records of the reference shard: the member entries (level 3 and below) of the generated
 * API reference pages. Their pages and class or type entries, and any entry with readers' words
 * (`asks`), stay in the main index.
 */
export function shardSections(sources: readonly SourcePage[]): Set<string> {
  const keys = new Set<string>();
  for (const page of sources) {
    if (!isGeneratedReferenceUrl(page.url)) continue;
    // A section with readers' words stays in the main index: the shard carries body keywords only.
    for (const section of page.sections) if (section.level >= 3 && section.id !== '' && (section.asks ?? []).length === 0) keys.add(`${page.url}#${section.id}`);
  }
  return keys;
}

/**
 * Whether a term is left out of the index file: a number-bearing word of one record's body and
 * nowhere else (a figure such as `63.4` or `6500-byte`, a hash in a file name, a version quoted
 * once). The site's 470 such terms took 3.1 KB of the index after gzip, and no query of the
 * relevance sets changed for the worse without them. The record's field lengths stay as counted,
 * so every other term scores exactly as before; a name with a digit that a heading, key or
 * readers' words hold (`es2015`) or that several records say is kept.
 */
export function isIncidentalTerm(term: string, byField: TermPostings, bodyField: number): boolean {
  return byField.size === 1 && byField.get(bodyField)?.size === 1 && /\d/.test(term);
}

/** The serialised index, reference shard (null when there is nothing to put in one) and snippets for some sources (pure apart from CPU). */
export function serializeSearch(sources: readonly SourcePage[]): { index: string; shard: string | null; snippets: string; records: number; shardRecords: number; terms: number } {
  const inShard = shardSections(sources);
  const { main, shard, excerpts } = splitRecords(buildRecords(sources), (doc, page) => inShard.has(`${page.url}#${doc.anchor}`));
  const engine = new MiniSearch(indexOptions());
  engine.addAll(main.documents);
  const bodyField = indexOptions().fields.indexOf('body');
  let leftOut = 0;
  const index = JSON.stringify(
    encodeIndex(engine, main.tables, (term, byField) => {
      const out = isIncidentalTerm(term, byField, bodyField);
      if (out) leftOut += 1;
      return out;
    }),
  );
  const snippets: SearchSnippetsFile = { v: INDEX_FORMAT_VERSION, excerpts, forms: sourceForms(sources, [...main.documents, ...shard.documents]) };
  return {
    index,
    shard: shard.docs.length === 0 ? null : JSON.stringify(encodeShard(shard)),
    snippets: JSON.stringify(snippets),
    records: main.documents.length,
    shardRecords: shard.docs.length,
    terms: engine.termCount - leftOut,
  };
}

/** What the step wrote, for the build log and the benchmark. */
export interface SearchIndexReport {
  /** Site-relative URL of the index file. */
  index: string;
  /** Site-relative URL of the snippets file. */
  snippets: string;
  /** Index bytes, raw and gzip. */
  indexBytes: { raw: number; gzip: number };
  /** Snippet bytes, raw and gzip. */
  snippetBytes: { raw: number; gzip: number };
  /** Site-relative URL of the reference shard, or null when the build has none. */
  reference: string | null;
  /** Reference shard bytes, raw and gzip (0 when there is none). */
  referenceBytes: { raw: number; gzip: number };
  /** Records in the main index. */
  records: number;
  /** Records in the reference shard. */
  referenceRecords: number;
  /** Distinct terms. */
  terms: number;
}

/** Writes a file with a content hash in its name; returns its name and sizes (gzip measured, not written). */
async function writeHashed(outDir: string, stem: string, body: string): Promise<{ name: string; raw: number; gzip: number }> {
  const name = `${stem}.${createHash('sha256').update(body).digest('hex').slice(0, 12)}.json`;
  const [gz] = await Promise.all([gzipAsync(body, { level: 9 }), writeFile(path.join(outDir, name), body)]);
  return { name, raw: Buffer.byteLength(body), gzip: gz.length };
}

/** The build step: index files into `outDir`, the manifest into `generatedDir` and `outDir`. */
export async function writeSearchIndex(options: { generatedDir: string; outDir: string; env?: NodeJS.ProcessEnv }): Promise<SearchIndexReport> {
  const sources = await readSearchSources(path.join(options.generatedDir, 'search-sources.json'));
  const serialized = serializeSearch(sources);
  await mkdir(options.outDir, { recursive: true });
  const [index, snippets, shard] = await Promise.all([
    writeHashed(options.outDir, 'search-index', serialized.index),
    writeHashed(options.outDir, 'search-snippets', serialized.snippets),
    serialized.shard === null ? null : writeHashed(options.outDir, 'search-reference', serialized.shard),
  ]);
  const manifest: SearchManifest = { index: `/${index.name}`, snippets: `/${snippets.name}`, reference: shard === null ? null : `/${shard.name}`, hosted: hostedConfigFromEnv(options.env) };
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  await Promise.all([writeFile(path.join(options.generatedDir, SEARCH_MANIFEST_FILE), text), writeFile(path.join(options.outDir, SEARCH_MANIFEST_FILE), text)]);
  return {
    index: manifest.index,
    snippets: manifest.snippets,
    indexBytes: { raw: index.raw, gzip: index.gzip },
    snippetBytes: { raw: snippets.raw, gzip: snippets.gzip },
    reference: manifest.reference,
    referenceBytes: { raw: shard?.raw ?? 0, gzip: shard?.gzip ?? 0 },
    records: serialized.records,
    referenceRecords: serialized.shardRecords,
    terms: serialized.terms,
  };
}

/** The site paths the index step wrote into the output folder (`/search-index.<hash>.json`, …, `/search-manifest.json`). */
export function searchFiles(report: SearchIndexReport): string[] {
  return [report.index, report.snippets, ...(report.reference === null ? [] : [report.reference]), `/${SEARCH_MANIFEST_FILE}`];
}

/** Prints what the index step wrote; gives the report back. */
export function reportSearchIndex(report: SearchIndexReport): SearchIndexReport {
  const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
  info(`  ${report.index}: ${report.records} records, ${report.terms} terms, ${kb(report.indexBytes.gzip)} gzip; snippets ${kb(report.snippetBytes.gzip)} gzip`);
  if (report.reference !== null) info(`  ${report.reference}: ${report.referenceRecords} reference records, ${kb(report.referenceBytes.gzip)} gzip (fetched once a query is typed)`);
  return report;
}
