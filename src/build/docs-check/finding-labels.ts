/**
 * Checks the Performance page's table "Which check printed a finding" against the installed
 * webpack: each label it lists (`duplicate modules:`) must be the first words of a message that
 * the setting named beside it reports, and every label webpack's checks print must be listed.
 * The source read is the code that makes them: `lib/config/WebpackOptionsApply.js` (which
 * `performance.*` option applies which plugin), each plugin's warning classes, and each class's
 * message.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { markdownLines, tableCells } from './markdown-lines.ts';

/** The page with the table, under content/. */
export const FINDING_LABELS_PAGE = 'configuration/performance.md';

/** The heading of the table on the page. */
export const FINDING_TABLE_HEADING = 'Which check printed a finding';

/** The size budgets' plugin: applied whenever `performance` is set, not by an option of its own. */
const SIZE_BUDGETS = 'size budgets';
const SIZE_OPTIONS: ReadonlySet<string> = new Set(['maxAssetSize', 'maxEntrypointSize']);

/** One row of the table. */
export interface FindingRow {
  line: number;
  /** The labels of the first column, as printed (`scope hoisting:`). */
  labels: string[];
  /** The `performance.*` options of the second column, or the size budgets. */
  sources: string[];
}

/** The rows of the table under `FINDING_TABLE_HEADING`. */
export function parseFindingTable(markdown: string): FindingRow[] {
  const rows: FindingRow[] = [];
  let inSection = false;
  for (const { line, text, heading } of markdownLines(markdown)) {
    if (heading !== undefined) {
      inSection = heading.text === FINDING_TABLE_HEADING;
      continue;
    }
    if (!inSection || !text.startsWith('|') || /^\|\s*(?:-|The output says)/.test(text)) continue;
    const [said = '', by = ''] = tableCells(text);
    const labels = [...said.matchAll(/`([^`]+:)`/g)].map((m) => m[1] ?? '');
    const options = [...by.matchAll(/`performance\.(\w+)`/g)].map((m) => m[1] ?? '');
    const sources = options.map((o) => (SIZE_OPTIONS.has(o) ? SIZE_BUDGETS : o));
    if (by.includes(SIZE_BUDGETS)) sources.push(SIZE_BUDGETS);
    rows.push({ line, labels, sources: [...new Set(sources)] });
  }
  return rows;
}

/** The text from `open` (the index of a `{`) to its matching `}`. */
function block(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return source.slice(open, i + 1);
  }
  return source.slice(open);
}

/** The first words of a warning class's message, up to its first colon: `duplicate modules:`. */
export function messageLabel(source: string): string | undefined {
  const literal = /super\(\s*(?:`([^`]*)`|"([^"]*)")/.exec(source);
  const text = (literal?.[1] ?? literal?.[2] ?? '').replace(/\\n/g, '\n');
  const label = /^([^:\n$]+:)/.exec(text.trimStart());
  return label?.[1]?.trim();
}

/** What each `performance.*` option (and the size budgets) can print, read from the installed webpack: option → labels. */
export function webpackFindingLabels(): Map<string, Set<string>> {
  const lib = path.dirname(createRequire(import.meta.url).resolve('webpack/lib/index.js'));
  const read = (file: string): string => readFileSync(path.join(lib, file), 'utf8');
  const apply = read('config/WebpackOptionsApply.js');
  const pluginsBy = new Map<string, string[]>();
  const add = (source: string, plugins: string[]): void => {
    pluginsBy.set(source, [...(pluginsBy.get(source) ?? []), ...plugins]);
  };
  const requires = (text: string, dir: string): string[] => [...text.matchAll(new RegExp(`require\\("\\.\\./${dir}/(\\w+)"\\)`, 'g'))].map((m) => `${dir}/${m[1] ?? ''}.js`);
  for (const m of apply.matchAll(/if \(options\.performance\.(\w+)\) \{/g)) add(m[1] ?? '', requires(block(apply, (m.index ?? 0) + m[0].length - 1), 'performance'));
  // An option read into a value first (`circularDependencies` decides the hints of a plugin
  // that production builds apply anyway): the next plugin the code requires.
  for (const m of apply.matchAll(/options\.performance && options\.performance\.(\w+)/g)) {
    const next = /require\("\.\.\/(\w+)\/(\w+)"\)/.exec(apply.slice(m.index ?? 0));
    if (next !== null) add(m[1] ?? '', [`${next[1] ?? ''}/${next[2] ?? ''}.js`]);
  }
  add(SIZE_BUDGETS, ['performance/SizeLimitsPlugin.js']);
  const labels = new Map<string, Set<string>>();
  for (const [source, plugins] of pluginsBy) {
    const found = plugins.flatMap((plugin) => requires(read(plugin), 'errors')).flatMap((error) => messageLabel(read(error)) ?? []);
    labels.set(source, new Set([...(labels.get(source) ?? []), ...found]));
  }
  return labels;
}

/** Checks the table on `page` (a path under content/); failures as `content/page:line: …`. */
export function checkFindingLabels(page: string, markdown: string, printed: ReadonlyMap<string, ReadonlySet<string>> = webpackFindingLabels()): { checked: number; failures: string[] } {
  const rows = parseFindingTable(markdown);
  const failures: string[] = [];
  let checked = 0;
  if (rows.length === 0) return { checked, failures: [`content/${page}: no table under "${FINDING_TABLE_HEADING}"`] };
  for (const row of rows) {
    for (const label of row.labels) {
      checked++;
      const from = row.sources.filter((s) => printed.get(s)?.has(label) === true);
      if (from.length === 0) failures.push(`content/${page}:${row.line}: webpack's ${row.sources.join(', ') || '(no setting named)'} print no finding starting '${label}'`);
    }
  }
  const listed = new Set(rows.flatMap((r) => r.labels));
  for (const [source, labels] of printed) {
    for (const label of labels) {
      if (!listed.has(label)) failures.push(`content/${page}: the table does not list '${label}', which ${source === SIZE_BUDGETS ? 'the size budgets' : `performance.${source}`} prints`);
    }
  }
  return { checked, failures };
}
