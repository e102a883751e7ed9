import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTypesAndLint, makePrograms } from './types-and-lint.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let dir: string;

/** A small project: two programs sharing `shared.ts`, one seeded type error, one seeded lint error. */
beforeAll(async () => {
  // Under the root, so the fixture's ESLint configuration resolves typescript-eslint from node_modules.
  await mkdir(path.join(ROOT, '.cache'), { recursive: true });
  dir = await mkdtemp(path.join(ROOT, '.cache/types-and-lint-'));
  const options = {
    target: 'ES2023',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    allowImportingTsExtensions: true,
    noEmit: true,
    strict: true,
    skipLibCheck: true,
    types: [],
  };
  const files: Record<string, string> = {
    'tsconfig.a.json': JSON.stringify({
      compilerOptions: { ...options, lib: ['ES2023'] },
      include: ['a', 'shared.ts'],
    }),
    'tsconfig.b.json': JSON.stringify({
      compilerOptions: { ...options, lib: ['ES2023', 'DOM'] },
      include: ['b', 'shared.ts'],
    }),
    'shared.ts': 'export const twice = (n: number): number => n * 2;\n',
    'a/typed.ts': "import { twice } from '../shared.ts';\nexport const wrong: string = twice(2);\n",
    'b/linted.ts': "import { twice } from '../shared.ts';\nexport async function noAwait(): Promise<number> {\n  return twice(document.title.length);\n}\n",
    // Plain JavaScript in no program, linted untyped (as src/build/cli/launch-build.mjs is).
    'b/plain.mjs': 'export const three = 1 + 2;\n',
    'eslint.config.mjs':
      "import tseslint from 'typescript-eslint';\nexport default tseslint.config(...tseslint.configs.recommendedTypeChecked, { languageOptions: { parserOptions: { tsconfigRootDir: import.meta.dirname } } }, { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked });\n",
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the type check and type-aware lint over shared programs', () => {
  it('parses a file two programs include once, and gives each program its own libraries', () => {
    const [a, b] = makePrograms([path.join(dir, 'tsconfig.a.json'), path.join(dir, 'tsconfig.b.json')]);
    expect(a?.getSourceFile(path.join(dir, 'shared.ts'))).toBe(b?.getSourceFile(path.join(dir, 'shared.ts')));
    const hasDom = (p: ts.Program | undefined): boolean => p?.getSourceFiles().some((f) => f.fileName.endsWith('lib.dom.d.ts')) ?? false;
    expect([hasDom(a), hasDom(b)]).toEqual([false, true]);
  });

  it("reports tsc's error and the typed rule's finding, each with its file", async () => {
    const report = await checkTypesAndLint({
      cwd: dir,
      configFiles: ['tsconfig.a.json', 'tsconfig.b.json'],
      targets: ['a', 'b', 'shared.ts'],
      eslintConfig: path.join(dir, 'eslint.config.mjs'),
    });
    expect(report.typeErrors).toBe(1);
    expect(report.types).toMatch(/a\/typed\.ts.*TS2322/s);
    // require-await needs type information: it proves the rules ran on the programs given. The
    // plain .mjs file, in no program, is linted without them and gives no parsing error.
    expect(report.lintProblems).toBe(1);
    expect(report.lint).toMatch(/b\/linted\.ts[\s\S]*require-await/);
  });
});
