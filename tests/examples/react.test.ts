import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExampleOnce, moduleNames, type ExampleBuild } from './build-example.ts';

/** Each chunk's name and files, by name. */
function chunkFiles(build: ExampleBuild): Record<string, string[]> {
  const chunks = build.stats.toJson({ all: false, chunks: true }).chunks ?? [];
  return Object.fromEntries(chunks.map((c) => [(c.names ?? []).join(','), [...(c.files ?? [])].sort()]));
}

/** A module's code as its loaders left it, before webpack wrapped it (the development bundle holds it in `eval` strings). */
function loaderOutput(build: ExampleBuild, file: string): string {
  for (const module of build.stats.compilation.modules) {
    if (module.nameForCondition()?.endsWith(file) === true) return String(module.originalSource()?.source() ?? '');
  }
  throw new Error(`no module for ${file}`);
}

/** The call react-refresh/babel and swc's `refresh` transform add after each component, naming it. */
const REFRESH_REGISTRATION = '$RefreshReg$';

describe('react example, production build (guides/react.md "Build for production", "Split off a component with React.lazy")', () => {
  const production = (): Promise<ExampleBuild> => buildExampleOnce('react', { mode: 'production' });

  it('emits the page, main.js and the lazy component in notes.js', async () => {
    const build = await production();
    expect(build.files).toEqual([
      'index.html',
      'main.js',
      'main.js.LICENSE.txt',
      'main.js.map',
      'notes.js',
      'notes.js.map',
    ]);
    expect(chunkFiles(build)).toEqual({
      main: ['main.js'],
      notes: ['notes.js'],
    });
    expect(build.stats.hasWarnings()).toBe(false);
    const html = await build.read('index.html');
    expect(html).toContain('<title>Reading list</title><script defer src=main.js></script>');
    expect(html).toContain('<div id=root></div>');
  });

  it('compiles JSX with the automatic runtime and bundles React built for production', async () => {
    const build = await production();
    const names = moduleNames(build);
    expect(names).toContain('../../node_modules/react/jsx-runtime.js');
    expect(names).toContain('../../node_modules/react/cjs/react-jsx-runtime.production.js');
    expect(names).toContain('../../node_modules/react-dom/cjs/react-dom-client.production.js');
    expect(names.some((n) => n.includes('.development.js'))).toBe(false);

    const main = await build.read('main.js');
    const notes = await build.read('notes.js');
    for (const code of [main, notes]) {
      expect(code).not.toContain('<li>');
      expect(code).not.toContain('NODE_ENV');
      expect(code).not.toContain(REFRESH_REGISTRATION);
      expect(code).not.toContain('jsxDEV');
    }
    expect(notes).toContain('Chapter 3 is worth a second read.');
    expect(main).not.toContain('Chapter 3 is worth a second read.');
    const licenses = await build.read('main.js.LICENSE.txt');
    expect(licenses).toContain('react-dom-client.production.js');
  });
});

/**
 * react-refresh/babel throws unless Babel's environment is development, and Babel takes it from
 * BABEL_ENV, then NODE_ENV, which Vitest sets to 'test'. `webpack serve` leaves it unset.
 */
function babelEnvDevelopment(): void {
  let saved: string | undefined;
  beforeAll(() => {
    saved = process.env.BABEL_ENV;
    process.env.BABEL_ENV = 'development';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.BABEL_ENV;
    else process.env.BABEL_ENV = saved;
  });
}

describe('react example, development builds (guides/react.md "Fast Refresh in the dev server")', () => {
  babelEnvDevelopment();

  it('webpack --mode development: development React, JSX through jsxDEV, no Fast Refresh', async () => {
    const build = await buildExampleOnce('react', { mode: 'development', env: {} });
    expect(build.files).toEqual(['index.html', 'main.js', 'notes.js']);
    const names = moduleNames(build);
    expect(names).toContain('../../node_modules/react-dom/cjs/react-dom-client.development.js');
    expect(names.some((n) => n.includes('react-refresh'))).toBe(false);
    const counter = loaderOutput(build, 'src/Counter.jsx');
    expect(counter).toContain('import { jsxDEV as _jsxDEV } from "react/jsx-dev-runtime";');
    expect(counter).not.toContain(REFRESH_REGISTRATION);
  });

  it('webpack serve --mode development: components registered and the refresh runtime bundled', async () => {
    const build = await buildExampleOnce('react', { mode: 'development', env: { WEBPACK_SERVE: true } });
    const names = moduleNames(build);
    expect(names).toContain('../../node_modules/react-refresh/runtime.js');
    expect(names.some((n) => n.includes('@pmmmwh/react-refresh-webpack-plugin/client/ReactRefreshEntry.js'))).toBe(true);
    expect(loaderOutput(build, 'src/Counter.jsx')).toContain(`${REFRESH_REGISTRATION}(_c, "Counter");`);
    expect(loaderOutput(build, 'src/Notes.jsx')).toContain(`${REFRESH_REGISTRATION}(_c, "Notes");`);
  });
});

describe('react example with swc-loader (guides/react.md "Compile JSX with swc-loader")', () => {
  babelEnvDevelopment();

  it('builds the same chunks with swc in place of Babel', async () => {
    const build = await buildExampleOnce('react', { configFile: 'webpack.swc.config.js', mode: 'production' });
    expect(chunkFiles(build)).toEqual({
      main: ['main.js'],
      notes: ['notes.js'],
    });
    const notes = await build.read('notes.js');
    expect(notes).not.toContain('<li>');
    expect(notes).toContain('Chapter 3 is worth a second read.');
    expect(moduleNames(build)).toContain('../../node_modules/react/jsx-runtime.js');
  });

  it('registers components for Fast Refresh under webpack serve in development', async () => {
    const build = await buildExampleOnce('react', {
      configFile: 'webpack.swc.config.js',
      mode: 'development',
      env: { WEBPACK_SERVE: true },
    });
    const counter = loaderOutput(build, 'src/Counter.jsx');
    expect(counter).toContain(`${REFRESH_REGISTRATION}(_c, "Counter");`);
    // jsc.target keeps modern syntax: the destructuring is not rewritten with helpers
    expect(counter).toContain('const [pages, setPages] = useState(0);');
  });
});
