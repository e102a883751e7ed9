/** The shape of src/: no import circles (static or dynamic) and no file over 300 lines. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCircles, importGraph, sourceFiles } from './import-graph.ts';

const SRC = path.resolve(import.meta.dirname, '../../src');
const TESTS = path.resolve(import.meta.dirname, '..');
const MAX_LINES = 300;
const relative = (files: readonly string[]): string[] => files.map((f) => path.relative(SRC, f));

describe('src/ structure', () => {
  const files = sourceFiles(SRC);

  it('reads the whole tree', () => {
    expect(files.length).toBeGreaterThan(100);
    // The known arrows are seen: a static import, a re-export-free dynamic import().
    const graph = importGraph(files);
    expect(graph.get(path.join(SRC, 'app/App.tsx'))?.has(path.join(SRC, 'app/views.ts'))).toBe(true);
    expect(graph.get(path.join(SRC, 'app/views.ts'))?.has(path.join(SRC, 'app/Page/DocPage.tsx'))).toBe(true);
  });

  it('has no import circle, in src/ or in tests/', () => {
    const tests = sourceFiles(TESTS);
    expect(tests.length).toBeGreaterThan(50);
    expect(importCircles(importGraph([...files, ...tests])).map(relative)).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    const long = files.map((f) => ({ file: path.relative(SRC, f), lines: readFileSync(f, 'utf8').split('\n').length - 1 })).filter((f) => f.lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});

describe('import circle check on a seeded tree', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'circles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string): void => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };

  it('finds a circle closed by a dynamic import, and one through a type import', () => {
    write('a.ts', "import { b } from './b.ts';\nexport const a = b;\n");
    write('b.ts', "export const b = 1;\nexport const load = () => import(/* webpackChunkName: \"a\" */ './a.ts');\n");
    write('c/c.tsx', "import type { D } from '../d';\nexport type C = D;\n");
    write('d.ts', "export type { C as D } from './c/c.tsx';\n");
    write('e.ts', "import 'node:fs';\nimport { a } from './a.ts';\nexport const e = a;\n");
    const circles = importCircles(importGraph(sourceFiles(dir))).map((c) => c.map((f) => path.relative(dir, f)));
    expect(circles).toContainEqual(['a.ts', 'b.ts']);
    expect(circles).toContainEqual(['c/c.tsx', 'd.ts']);
    expect(circles).toHaveLength(2);
  });
});
