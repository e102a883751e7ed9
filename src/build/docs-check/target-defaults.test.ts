import { describe, expect, it } from 'vitest';
import { cellClaim, checkTargetTables, rowTargets, TARGET_TABLES } from './target-defaults.ts';

const table = TARGET_TABLES[0];
const header = table?.header ?? '';
const page = (rows: string[]): string => ['Intro.', '', header, '| --- | --- | --- | --- | --- | --- |', ...rows, '', 'After.'].join('\n');

describe('per-target defaults tables', () => {
  it('reads target names, arrays, output.module rows and per-target overrides', () => {
    expect(rowTargets("`['web', 'node']` (universal), `deno`, `bun`")).toEqual({ targets: [['web', 'node'], 'deno', 'bun'], module: false });
    expect(rowTargets('`node` + `output.module`')).toEqual({ targets: ['node'], module: true });
    expect(rowTargets("`'nodeX'`, `'browserslist:<env>'`, `false`")).toEqual({ targets: [false], module: false });
    expect(cellClaim("`'universal'` (`'fetch'` for Deno and Bun)", 'bun')).toBe('fetch');
    expect(cellClaim("`'universal'` (`'fetch'` for Deno and Bun)", ['web', 'node'])).toBe('universal');
    expect(cellClaim('from the queries', 'web')).toBeUndefined();
  });

  it('passes true claims and fails a seeded wrong one with page and line (bun wasmLoading, issue #21)', () => {
    const good = page(["| `['web', 'node']` (universal), `deno`, `bun` | `'module'` | `'import'` | `'import'` | `'universal'` (`'fetch'` for Deno and Bun) | `'globalThis'` |"]);
    expect(checkTargetTables(table?.page ?? '', good)).toEqual({ checked: 15, failures: [] });
    const wrong = good.replace(" (`'fetch'` for Deno and Bun)", '');
    expect(checkTargetTables(table?.page ?? '', wrong).failures).toEqual([
      "content/configuration/output.md:5: output.wasmLoading for target 'deno' is stated as 'universal', webpack's default is 'fetch'",
      "content/configuration/output.md:5: output.wasmLoading for target 'bun' is stated as 'universal', webpack's default is 'fetch'",
    ]);
  });

  it('reports a row whose target webpack rejects, and a table that is gone', () => {
    const rejected = checkTargetTables(table?.page ?? '', page(["| `['web', 'webworker']` | `'array-push'` | | | | |"]));
    expect(rejected.failures[0]).toMatch(/^content\/configuration\/output\.md:5: webpack rejects target \["web","webworker"\]/);
    expect(checkTargetTables(table?.page ?? '', 'no table').failures[0]).toMatch(/table .* is gone/);
  });
});
