/**
 * `npm test`'s type check and type-aware lint in one process, over one set of TypeScript
 * programs. Run apart, `tsc -b` and ESLint each built and type-checked the same three programs
 * (build, app, service worker): ESLint's typed rules ask the type checker the questions tsc had
 * just answered. Here each program is made once (the files they share, such as the ES and DOM
 * libraries and src/shared, parsed once for all three), its diagnostics are reported as tsc
 * reports them, and the same programs are handed to ESLint (`parserOptions.programs`), whose
 * rules then find the checker's types already computed. Both halves always run and both report
 * all they found; the command fails when either found anything (ESLint: any error or warning, as
 * `--max-warnings 0`). `npm run typecheck` and `npm run lint` stay as they were, for working on
 * one half.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

/** What one run found. */
export interface StaticReport {
  /** tsc's diagnostics, formatted as tsc prints them. */
  types: string;
  typeErrors: number;
  /** ESLint's findings in its stylish format. */
  lint: string;
  lintProblems: number;
}

/** A compiler host whose parsed files are shared by every program made with it. */
export function sharedHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreate) => {
    const settings = typeof languageVersionOrOptions === 'object' ? languageVersionOrOptions : { languageVersion: languageVersionOrOptions };
    // What changes the parse: the language version, module format and JSDoc mode (the options
    // that differ between the programs, lib and types, only change which files are read).
    const key = `${fileName}\n${settings.languageVersion}\n${settings.impliedNodeFormat ?? ''}\n${settings.jsDocParsingMode ?? ''}`;
    if (!parsed.has(key) || shouldCreate === true) parsed.set(key, getSourceFile(fileName, languageVersionOrOptions, onError, shouldCreate));
    return parsed.get(key);
  };
  return host;
}

/** Reads a tsconfig file; a broken one throws with tsc's own message. */
function readConfig(file: string): ts.ParsedCommandLine {
  const config = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (config === undefined) throw new Error(`${file}: not a readable tsconfig`);
  if (config.errors.length > 0) throw new Error(ts.formatDiagnostics(config.errors, formatHost(path.dirname(file))));
  return config;
}

const formatHost = (cwd: string): ts.FormatDiagnosticsHost => ({
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => cwd,
  getNewLine: () => '\n',
});

/** Makes one program per tsconfig, in order, sharing what they parse. */
export function makePrograms(configFiles: readonly string[]): ts.Program[] {
  const configs = configFiles.map(readConfig);
  const [first] = configs;
  if (first === undefined) return [];
  const host = sharedHost(first.options);
  return configs.map((c) =>
    ts.createProgram({
      rootNames: c.fileNames,
      options: c.options,
      host,
      projectReferences: c.projectReferences ?? [],
    }),
  );
}

/** Every diagnostic tsc would print for the programs (a file in several programs is reported once per message). */
export function typeDiagnostics(programs: readonly ts.Program[], cwd: string): { text: string; count: number } {
  const seen = new Set<string>();
  const all: ts.Diagnostic[] = [];
  for (const program of programs) {
    for (const d of ts.getPreEmitDiagnostics(program)) {
      const key = `${d.file?.fileName ?? ''}:${d.start ?? ''}:${d.code}:${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      all.push(d);
    }
  }
  const errors = all.filter((d) => d.category === ts.DiagnosticCategory.Error);
  return {
    text: all.length === 0 ? '' : ts.formatDiagnosticsWithColorAndContext(all, formatHost(cwd)),
    count: errors.length,
  };
}

/** Lints `targets` with the project's ESLint configuration, its typed rules served by `programs`. */
export async function lintWith(programs: readonly ts.Program[], targets: readonly string[], options: { cwd: string; configFile?: string }): Promise<{ text: string; count: number }> {
  const eslint = new ESLint({
    cwd: options.cwd,
    ...(options.configFile === undefined ? {} : { overrideConfigFile: options.configFile }),
    // TypeScript files only: plain JavaScript (`*.mjs`) is in no program, and the configuration lints it untyped.
    overrideConfig: {
      files: ['**/*.{ts,tsx,mts,cts}'],
      languageOptions: {
        parserOptions: { programs: [...programs], project: null },
      },
    },
  });
  const results = await eslint.lintFiles([...targets]);
  const count = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
  const text = count === 0 ? '' : await (await eslint.loadFormatter('stylish')).format(results);
  return { text, count };
}

/** Type-checks the programs of `configFiles` and lints `targets` over them. */
export async function checkTypesAndLint(options: { cwd: string; configFiles: readonly string[]; targets: readonly string[]; eslintConfig?: string }): Promise<StaticReport> {
  const programs = makePrograms(options.configFiles.map((f) => path.resolve(options.cwd, f)));
  const types = typeDiagnostics(programs, options.cwd);
  const lint = await lintWith(programs, options.targets, {
    cwd: options.cwd,
    ...(options.eslintConfig === undefined ? {} : { configFile: options.eslintConfig }),
  });
  return {
    types: types.text,
    typeErrors: types.count,
    lint: lint.text,
    lintProblems: lint.count,
  };
}

async function main(): Promise<void> {
  const cwd = path.resolve(import.meta.dirname, '../../..');
  const report = await checkTypesAndLint({
    cwd,
    configFiles: ['tsconfig.json', 'tsconfig.app.json', 'tsconfig.sw.json'],
    targets: ['src', 'tests', 'webpack.config.ts', 'vitest.config.ts'],
  });
  if (report.types !== '') process.stdout.write(`${report.types}\n`);
  if (report.lint !== '') process.stdout.write(`${report.lint}\n`);
  console.log(`types: ${report.typeErrors} errors; lint: ${report.lintProblems} problems (errors and warnings)`);
  if (report.typeErrors > 0 || report.lintProblems > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  });
}
