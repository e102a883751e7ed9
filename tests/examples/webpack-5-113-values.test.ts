/**
 * What webpack 5.113 changed, as the pages state it: built-in TypeScript on any Node.js
 * (configuration/experiments.md, guides/typescript.md), the chunkHashDependencies hook
 * (api/compilation-hooks.md), the asynchronous MultiCompiler `done` hook (api/compiler-hooks.md),
 * and the new warnings (api/module-methods.md, configuration/target.md, output.md). Each is shown
 * by building tiny entries in memory with the installed webpack.
 */
import { describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { buildInMemory, type MemoryBuild, PROJECT } from './build-in-memory.ts';

const lazy = {
  'src/index.js': "import('./lazy.js').then((m) => console.log(m.default));\n",
  'src/lazy.js': "export default 'lazy module';\n",
};

describe('content/configuration/experiments.md experiments.typescript', () => {
  it('erases types without a loader on this Node.js, and rejects an enum in strip mode', async () => {
    const typed = await buildInMemory({ entry: './src/index.ts' }, {
      'src/index.ts': "import { greet } from './greet.js';\nconst who: string = 'x';\nconsole.log(greet(who));\n",
      'src/greet.ts': 'export function greet(name: string): string {\n  return `hi ${name}`;\n}\n',
    });
    expect(typed.stats.compilation.options.experiments.typescript).toBe(true);
    expect(typed.errors).toEqual([]);
    expect(typed.files['main.js']).not.toContain(': string');

    const withEnum = await buildInMemory({ entry: './src/index.ts' }, { 'src/index.ts': 'enum Colour { Red }\nconsole.log(Colour.Red);\n' });
    expect(withEnum.errors.join('\n')).toContain('TypeScript enum is not supported in strip-only mode');
  });

  it('no longer exports webpack.experiments.typescript.TypeScriptPlugin; webpack.hmr.LazyCompilationPlugin is exported', () => {
    expect((webpack.experiments as Record<string, unknown>)['typescript']).toBeUndefined();
    expect(typeof webpack.hmr.LazyCompilationPlugin.getCompilerHooks).toBe('function');
  });
});

describe('content/api/compilation-hooks.md chunkHashDependencies', () => {
  it('fires once per chunk after beforeHash and before chunkHash; a CommonJS entry chunk declares its runtime chunk', async () => {
    const events: string[] = [];
    const recorder: webpack.WebpackPluginInstance = {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('Recorder', (compilation) => {
          compilation.hooks.beforeHash.tap('Recorder', () => events.push('beforeHash'));
          // Plugins from the configuration tap before webpack's own: read the set once every tap ran.
          const declared = new Map<string, Set<webpack.Chunk>>();
          compilation.hooks.chunkHashDependencies.tap('Recorder', (chunk, dependencies) => {
            events.push(`dependencies ${chunk.name ?? 'async'}`);
            declared.set(chunk.name ?? 'async', dependencies);
          });
          compilation.hooks.afterHash.tap('Recorder', () => {
            for (const [name, set] of declared) events.push(`declared ${name}: ${[...set].map((c) => c.name).join(',')}`);
          });
          compilation.hooks.chunkHash.tap('Recorder', (chunk) => events.push(`chunkHash ${chunk.name ?? 'async'}`));
        });
      },
    };
    const { errors } = await buildInMemory({ target: 'node', optimization: { runtimeChunk: 'single' }, plugins: [recorder] }, lazy);
    expect(errors).toEqual([]);
    expect(events.filter((e) => e.startsWith('declared')).sort()).toEqual(['declared async: ', 'declared main: runtime', 'declared runtime: ']);
    expect(events.indexOf('beforeHash')).toBe(0);
    expect(events.findIndex((e) => e.startsWith('chunkHash'))).toBe(4);
  });
});

describe('content/api/compiler-hooks.md MultiCompiler done', () => {
  it('is an AsyncSeriesHook whose error reaches the run() callback', async () => {
    const config = (name: string): webpack.Configuration => ({ name, mode: 'none', context: PROJECT, entry: './missing.js', infrastructureLogging: { level: 'none' } });
    const multi = webpack([config('a'), config('b')]);
    expect(multi.hooks.done.constructor.name).toBe('AsyncSeriesHook');
    multi.hooks.done.tapPromise('Upload', () => Promise.reject(new Error('upload failed')));
    const error = await new Promise<Error | null>((resolve) => {
      multi.run((err) => multi.close(() => resolve(err)));
    });
    expect(error?.message).toBe('upload failed');
  });
});

describe('content/api/module-methods.md webpackChunkName with ? or #', () => {
  it('writes _ in the file name and warns', async () => {
    const { files, warnings } = await buildInMemory({}, { ...lazy, 'src/index.js': 'import(/* webpackChunkName: "report?v2" */ \'./lazy.js\');\n' });
    expect(Object.keys(files)).toEqual(['main.js', 'report_v2.js']);
    expect(warnings.join('\n')).toContain('Chunk name "report?v2" contains \'?\' or \'#\'');
  });
});

describe('content/configuration/target.md universal and Node.js built-ins', () => {
  const sources = { 'src/index.js': "import { readFileSync } from 'node:fs';\nexport const read = (p) => readFileSync(p, 'utf8');\n" };
  const warned = async (target: string | string[]): Promise<boolean> => {
    const { warnings } = await buildInMemory({ target, output: { module: true } }, sources);
    return warnings.some((w) => w.includes("The universal target can't load the Node.js built-in module \"node:fs\""));
  };

  it('warns without a Node.js version that has process.getBuiltinModule(), not with node22.3 or node20.16', async () => {
    expect(await warned('universal')).toBe(true);
    expect(await warned(['web', 'node'])).toBe(true);
    expect(await warned(['web', 'node22.3'])).toBe(false);
    expect(await warned(['web', 'node20.16'])).toBe(false);
  });
});

describe('content/configuration/output.md output.environment.nodeBuiltinModuleGetter', () => {
  it('is true for node20.16 and node22.3, false for node20.15 and node21', () => {
    const getter = (target: string): boolean | undefined => {
      const options = webpack.config.getNormalizedWebpackOptions({ target, context: PROJECT });
      webpack.config.applyWebpackOptionsDefaults(options);
      return options.output.environment?.nodeBuiltinModuleGetter;
    };
    expect(['node20.15', 'node20.16', 'node21', 'node22.3'].map(getter)).toEqual([false, true, false, true]);
  });
});

describe('content/configuration/output.md output.clean on a folder that holds the project', () => {
  it('deletes nothing and warns when output.path is the context; keep turns the guard off', async () => {
    const sources = { 'src/index.js': 'console.log(1);\n', 'notes.txt': 'mine' };
    /** Whether a file of the build's volume is still there. */
    const exists = (build: MemoryBuild, file: string): boolean => (build.stats.compilation.compiler.outputFileSystem as unknown as { existsSync: (p: string) => boolean }).existsSync(`${PROJECT}/${file}`);
    const guarded = await buildInMemory({ output: { path: PROJECT, clean: true } }, sources);
    expect(guarded.warnings.join('\n')).toContain("'output.clean' did not clean");
    expect(exists(guarded, 'notes.txt')).toBe(true);
    const kept = await buildInMemory({ output: { path: PROJECT, clean: { keep: /^src\// } } }, sources);
    expect(kept.warnings.join('\n')).not.toContain("'output.clean' did not clean");
    expect([exists(kept, 'notes.txt'), exists(kept, 'src/index.js')]).toEqual([false, true]);
  });
});
