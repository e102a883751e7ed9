/**
 * Checks the per-target defaults that pages state in tables against webpack's own defaulting
 * (`getNormalizedWebpackOptions` + `applyWebpackOptionsDefaults` for that target).
 *
 * A table is found by its header row (TARGET_TABLES); rows name targets in code spans in the
 * first cell (`'web'`, `node`, `['web', 'node']`, `false`; `+ \`output.module\`` turns ES module
 * output on; placeholders such as `'nodeX'` and `browserslist` forms are not checked). A value
 * cell is a claim when it starts with a code span; `(\`x\` for Deno and Bun)` gives the value for
 * the named targets of the row. Other cells ("as above", "from the queries") are prose.
 */
import webpack from 'webpack';
import { tableCells } from './markdown-lines.ts';

/** How one table's columns map to options. */
export interface TargetTable {
  /** Page under `content/`. */
  page: string;
  /** The header row as written, whitespace-normalised. */
  header: string;
  /** Column index → option paths it states (two paths: a `a / b` cell); `externalsPresets` lists the presets turned on. */
  columns: Readonly<Record<number, readonly string[]>>;
}

/** The tables the check reads. A table whose header changes is reported as missing, never skipped silently. */
export const TARGET_TABLES: readonly TargetTable[] = [
  {
    page: 'configuration/output.md',
    header: '| Target | `chunkFormat` | `chunkLoading` | `workerChunkLoading` | `wasmLoading` | `globalObject` |',
    columns: { 1: ['output.chunkFormat'], 2: ['output.chunkLoading'], 3: ['output.workerChunkLoading'], 4: ['output.wasmLoading'], 5: ['output.globalObject'] },
  },
  {
    page: 'configuration/target.md',
    header: '| Value | Runs in | `output.module` | Chunk format / loading | Externals presets enabled | `node.__dirname` |',
    columns: { 2: ['output.module'], 3: ['output.chunkFormat', 'output.chunkLoading'], 4: ['externalsPresets'], 5: ['node.__dirname'] },
  },
];

type Target = string | string[] | false;

/** Text with parenthesised parts removed. */
const withoutParens = (text: string): string => text.replace(/\([^()]*\)/g, '');
/** A code span's literal: `'x'` → x, `false` → false, `true` → true. */
function literal(span: string): string | boolean {
  if (span === 'false' || span === 'true') return span === 'true';
  return span.replace(/^'(.*)'$/, '$1');
}

/** The targets a first cell names, and whether it turns on `output.module`. */
export function rowTargets(cell: string): { targets: Target[]; module: boolean } {
  const module = /\+\s*`output\.module`/.test(cell);
  const targets: Target[] = [];
  for (const [, span] of withoutParens(cell).matchAll(/`([^`]+)`/g)) {
    const s = span as string;
    if (s === 'output.module') continue;
    if (s.startsWith('[')) targets.push(JSON.parse(s.replace(/'/g, '"')) as string[]);
    else if (s === 'false') targets.push(false);
    else {
      const name = literal(s) as string;
      // Placeholders (`nodeX`, `esX`, `<env>`) and browserslist forms depend on the reader's setup.
      if (/X|<|^browserslist/.test(name)) continue;
      targets.push(name);
    }
  }
  return { targets, module };
}

/** What a value cell claims for a given target, or undefined when the cell is prose. */
export function cellClaim(cell: string, target: Target): string | boolean | string[] | undefined {
  if (typeof target === 'string') {
    for (const m of cell.matchAll(/\(`([^`]+)` for ([^)]+)\)/g)) {
      const names = (m[2] as string).split(/,\s*|\s+and\s+/).map((n) => n.trim().toLowerCase());
      if (names.includes(target.toLowerCase())) return literal(m[1] as string);
    }
  }
  const first = /^`([^`]+)`/.exec(cell);
  return first === null ? undefined : literal(first[1] as string);
}

/** The defaults webpack derives for a target (production mode); throws what webpack throws. */
export function defaultsFor(target: Target, module: boolean): Record<string, unknown> {
  // `target: false` has no chunk format to derive; a reader sets one, and nothing checked here depends on it.
  const output = { ...(module ? { module: true } : {}), ...(target === false ? { chunkFormat: false as const } : {}) };
  const options = webpack.config.getNormalizedWebpackOptions({ mode: 'production', target, output });
  webpack.config.applyWebpackOptionsDefaults(options);
  return options as unknown as Record<string, unknown>;
}

function valueAt(options: Record<string, unknown>, dotted: string): unknown {
  if (dotted === 'externalsPresets') {
    return Object.entries(options['externalsPresets'] as Record<string, unknown>)
      .filter(([, on]) => on === true)
      .map(([name]) => name)
      .sort();
  }
  return dotted.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], options);
}

const show = (v: unknown): string => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v));

/** Checks one page's tables; returns claims checked and failures as `content/page:line: …`. */
export function checkTargetTables(page: string, markdown: string, tables: readonly TargetTable[] = TARGET_TABLES): { checked: number; failures: string[] } {
  const lines = markdown.split('\n');
  const failures: string[] = [];
  let checked = 0;
  for (const table of tables.filter((t) => t.page === page)) {
    const norm = (s: string): string => s.trim().replace(/\s+/g, ' ');
    const start = lines.findIndex((l) => norm(l) === norm(table.header));
    if (start === -1) {
      failures.push(`content/${page}: the per-target defaults table "${table.header}" is gone; update TARGET_TABLES in src/build/docs-check/target-defaults.ts`);
      continue;
    }
    for (let i = start + 2; i < lines.length && (lines[i] ?? '').trim().startsWith('|'); i++) {
      const row = tableCells(lines[i] as string);
      const { targets, module } = rowTargets(row[0] ?? '');
      for (const target of targets) {
        let options: Record<string, unknown>;
        try {
          options = defaultsFor(target, module);
        } catch (error) {
          failures.push(`content/${page}:${i + 1}: webpack rejects target ${show(target)}: ${(error as Error).message.split('\n')[0]}`);
          continue;
        }
        for (const [index, paths] of Object.entries(table.columns)) {
          const cell = row[Number(index)] ?? '';
          const parts = paths.length > 1 ? withoutParens(cell).split(' / ') : [cell];
          paths.forEach((option, n) => {
            const part = (parts[n] ?? '').trim();
            const claim = option === 'externalsPresets' ? (part === 'none' ? [] : [...withoutParens(part).matchAll(/`([^`]+)`/g)].map((m) => m[1] as string).sort()) : cellClaim(part, target);
            if (claim === undefined) return;
            checked++;
            const actual = valueAt(options, option);
            if (JSON.stringify(actual) !== JSON.stringify(claim)) failures.push(`content/${page}:${i + 1}: ${option} for target ${show(target)}${module ? ' with output.module' : ''} is stated as ${show(claim)}, webpack's default is ${show(actual)}`);
          });
        }
      }
    }
  }
  return { checked, failures };
}
