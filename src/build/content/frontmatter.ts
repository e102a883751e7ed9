/** Frontmatter: split from the body, parsed as YAML and validated, with file:line errors. */
import { createRequire } from 'node:module';
import { CORE_SCHEMA, load } from 'js-yaml';
import type * as Yaml from 'yaml';
import type { Document, LineCounter, Node } from 'yaml';
import { checkedSafeParse, lazySchema } from '../lazy-zod.ts';
import { checkFrontmatter, frontmatterSchema, validFrontmatter, type Frontmatter } from './frontmatter-schema.ts';

let yamlModule: typeof Yaml | undefined;

/**
 * `yaml`, loaded the first time a block needs it (js-yaml refused it, its data is invalid, or an
 * `asks` key's line is asked for): loading it took 60-80 ms of CPU in each thread that reads
 * frontmatter (the render workers, the build thread's navigation tree), where a build whose
 * frontmatter is all valid never uses it.
 */
function yaml(): typeof Yaml {
  return (yamlModule ??= createRequire(import.meta.url)('yaml') as typeof Yaml);
}

export { checkFrontmatter, frontmatterSchema, type Frontmatter } from './frontmatter-schema.ts';

/** A content error that names the file and the line. */
export class ContentError extends Error {
  /** File the error is in, relative to the repository root. */
  readonly file: string;
  /** 1-based line, when known. */
  readonly line: number | undefined;

  constructor(file: string, line: number | undefined, message: string) {
    super(`${file}${line === undefined ? '' : `:${line}`}: ${message}`);
    this.name = 'ContentError';
    this.file = file;
    this.line = line;
  }
}

/** Several content problems reported together, one per line. */
export class ContentErrors extends Error {
  /** Each problem, already naming its file and line. */
  readonly problems: readonly string[];

  constructor(problems: readonly string[], what = 'content errors') {
    super(`${problems.length} ${problems.length === 1 ? what.replace(/s$/, '') : what}:\n  ${problems.join('\n  ')}`);
    this.name = 'ContentErrors';
    this.problems = problems;
  }
}

/** Result of splitting and parsing a markdown file. */
export interface ParsedFile {
  /** Validated frontmatter. */
  data: Frontmatter;
  /** Markdown after the frontmatter. */
  body: string;
  /** Line number (1-based) where the body starts, for error positions. */
  bodyLine: number;
  /** File line (1-based) of a key of the `asks` map, so a key naming no heading can be reported where it is written (read on demand). */
  asksLine: (key: string) => number | undefined;
}

/** The frontmatter block at the start of a file: the YAML between the `---` lines is group 1. */
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The file's text without a byte order mark, and its frontmatter block (null when it has none). */
function frontmatterBlock(source: string): { text: string; match: RegExpExecArray | null } {
  const text = source.replace(/^\uFEFF/, '');
  return { text, match: FRONTMATTER.exec(text) };
}

/** What the navigation tree needs of a page's frontmatter. */
export type PlaceFields = Pick<Frontmatter, 'title' | 'sort' | 'group'>;

const placeSchema = lazySchema(() => frontmatterSchema().pick({ title: true, sort: true, group: true }));

/** The navigation fields of checked frontmatter (as `placeSchema`'s parse gives them). */
function placeOf(data: Frontmatter | undefined): PlaceFields | undefined {
  if (data === undefined) return undefined;
  return { title: data.title, ...(data.sort === undefined ? {} : { sort: data.sort }), ...(data.group === undefined ? {} : { group: data.group }) };
}

/** A top-level entry's first line; the lines under it are indented (or a block sequence's `- `, which belongs to the entry before). */
const TOP_LEVEL_ENTRY = /^[^\s#-]/;
const PLACE_ENTRY = /^(?:title|sort|group)[ \t]*:/;

/**
 * `title`, `sort` and `group` alone, for the navigation tree made before the pages render
 * (early-nav.ts): those top-level entries, each with the lines under it, are cut out of the
 * frontmatter and parsed with js-yaml (as `parseFrontmatter` first does) without the rest, mostly
 * `asks` maps (parsing every page's whole frontmatter took 0.37 s of the build thread).
 * Undefined when that gives no valid fields (a
 * quoted key, an alias to an anchor elsewhere, a flow mapping, an invalid page): the caller
 * then parses the whole frontmatter, which reports what is wrong.
 */
export function parsePlace(source: string): PlaceFields | undefined {
  const { match } = frontmatterBlock(source);
  if (match === null) return undefined;
  let keep = false;
  const kept = (match[1] ?? '').split(/\r?\n/).filter((line) => {
    if (TOP_LEVEL_ENTRY.test(line)) keep = PLACE_ENTRY.test(line);
    return keep;
  });
  try {
    const raw: unknown = load(kept.join('\n'), { schema: CORE_SCHEMA }) ?? {};
    const result = checkedSafeParse(raw, (data) => placeOf(checkFrontmatter(data)), placeSchema);
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The frontmatter's data read with js-yaml (YAML 1.2's core schema, as `yaml` reads it) when
 * that succeeds and the data is valid, else undefined. js-yaml read the site's 164 blocks in 17 ms
 * where `yaml`'s documents took 125 ms (warm, one thread), about 0.3 s of the render workers'
 * CPU in a cold build; `yaml` still reads every block js-yaml refuses or whose data is invalid,
 * for its messages and lines, and a test holds the two to the same data for every content file.
 */
function quickData(yamlText: string): Frontmatter | undefined {
  let raw: unknown;
  try {
    raw = load(yamlText, { schema: CORE_SCHEMA }) ?? {};
  } catch {
    return undefined;
  }
  return validFrontmatter(raw);
}

/** The frontmatter's YAML read as `yaml`'s document, with the lines of its nodes. */
function yamlDocument(yamlText: string): { doc: Document.Parsed; lineCounter: LineCounter } {
  const { LineCounter: Lines, parseDocument } = yaml();
  const lineCounter = new Lines();
  return { doc: parseDocument(yamlText, { lineCounter, prettyErrors: false }), lineCounter };
}

/** Splits off and validates the frontmatter; every failure names `file` and a line. */
export function parseFrontmatter(file: string, source: string): ParsedFile {
  const { text, match } = frontmatterBlock(source);
  if (match === null) throw new ContentError(file, 1, 'missing frontmatter (the file must start with a --- block)');
  const yamlText = match[1] ?? '';
  const bodyLine = text.slice(0, match[0].length).split('\n').length;
  const body = text.slice(match[0].length);
  let lines: Record<string, number> | undefined;
  const asksLine = (key: string): number | undefined => {
    if (lines === undefined) {
      const { doc, lineCounter } = yamlDocument(yamlText);
      lines = keyLines(doc.get('asks', true), lineCounter);
    }
    return lines[key];
  };
  const quick = quickData(yamlText);
  if (quick !== undefined) return { data: quick, body, bodyLine, asksLine };
  const { doc, lineCounter } = yamlDocument(yamlText);
  const firstError = doc.errors[0];
  if (firstError !== undefined) {
    const pos = lineCounter.linePos(firstError.pos[0]);
    throw new ContentError(file, pos.line + 1, `invalid YAML frontmatter: ${firstError.message.split('\n')[0] ?? ''}`);
  }
  const raw: unknown = doc.toJS() ?? {};
  const result = frontmatterSchema().safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const keyPath = (issue?.path ?? []).filter((p): p is string | number => typeof p !== 'symbol');
    const unknownKey = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    const nodePath = unknownKey === undefined ? keyPath : [...keyPath, unknownKey];
    // The YAML block starts on file line 2, after the opening '---'; a missing field points at line 1.
    let line = 1;
    if (nodePath.length > 0) {
      const pair = unknownKey === undefined ? doc.getIn(nodePath, true) : findKey(doc.contents, unknownKey);
      if (yaml().isNode(pair) && pair.range) line = lineCounter.linePos(pair.range[0]).line + 1;
    }
    const field = nodePath.length > 0 ? nodePath.join('.') : '(frontmatter)';
    const message =
      unknownKey !== undefined
        ? `unknown frontmatter key '${unknownKey}'`
        : `frontmatter field '${field}': ${issue?.message ?? 'invalid'}`;
    throw new ContentError(file, line, message);
  }
  lines = keyLines(doc.get('asks', true), lineCounter);
  return { data: result.data, body, bodyLine, asksLine };
}

/** File line of each key of a mapping node (none when it is not one); the YAML block starts on file line 2. */
function keyLines(node: unknown, lineCounter: LineCounter): Record<string, number> {
  const { isMap, isScalar } = yaml();
  const lines: Record<string, number> = {};
  if (!isMap(node)) return lines;
  for (const item of node.items) {
    if (isScalar(item.key) && item.key.range) lines[String(item.key.value)] = lineCounter.linePos(item.key.range[0]).line + 1;
  }
  return lines;
}

/** The key node of a top-level mapping entry, for pointing at an unknown key. */
function findKey(contents: unknown, key: string): Node | undefined {
  const { isMap, isScalar } = yaml();
  if (!isMap(contents)) return undefined;
  for (const item of contents.items) {
    if (isScalar(item.key) && item.key.value === key) return item.key;
  }
  return undefined;
}
