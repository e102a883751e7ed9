/**
 * Members of the loader context (`this` inside a loader) as the installed webpack's type
 * definitions declare them, read with the TypeScript compiler rather than by hand.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/** Lists `this.<member>` names of webpack's `LoaderContext<T>`. */
export function listLoaderContextMembers(root: string): string[] {
  const require = createRequire(path.join(root, 'package.json'));
  const webpackTypes = require.resolve('webpack/types.d.ts');
  const probe = path.join(root, '.cache', 'loader-context-probe.ts');
  const source = `import type { LoaderContext } from 'webpack';\nexport declare const probe: LoaderContext<unknown>;\n`;
  const host = ts.createCompilerHost({ strict: true, skipLibCheck: true, noEmit: true });
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === probe ? source : readFile(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => path.resolve(file) === probe || fileExists(file);
  // The ES2022 library without the DOM's (the default for this target adds lib.dom.d.ts, about a
  // third of the CPU time here): member names come from webpack's declarations, and the utility
  // types they may use (Omit, Pick, Partial) are in the ES library.
  const program = ts.createProgram({
    rootNames: [probe],
    options: { strict: true, skipLibCheck: true, noEmit: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, types: [], lib: ['lib.es2022.d.ts'] },
    host,
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(probe);
  if (file === undefined) throw new Error('loader context probe was not compiled');
  const declaration = file.statements.find(ts.isVariableStatement)?.declarationList.declarations[0];
  if (declaration === undefined) throw new Error(`cannot read LoaderContext from ${webpackTypes}`);
  const type = checker.getTypeAtLocation(declaration);
  const names = checker.getPropertiesOfType(type).map((p) => p.getName());
  if (names.length === 0) throw new Error(`LoaderContext from ${webpackTypes} has no members: did the type move?`);
  return names.sort();
}
