/**
 * The CSS guide (content/guides/css.md): CSS Modules with webpack's built-in CSS, the same sources
 * through css-loader and mini-css-extract-plugin, and Sass compiled by sass-loader into webpack's
 * CSS types with shared variables.
 */
import { cp, mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildExample, buildExampleOnce, EXAMPLES_DIR, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

/** The class names a CSS file defines, in order, each once. */
const classesIn = (css: string): string[] => [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!))];

/** The class list the bundle gave the Save button, and the names it logged. */
async function runPage(build: ExampleBuild): Promise<{ className: string; logs: string[] }> {
  const page = createBrowserSandbox(build);
  await page.runScript('main.js');
  const classNames = page.document.body.childNodes.map((c) => ('className' in c ? c.className : '')).filter((c) => c !== '');
  return { className: classNames.join(' '), logs: page.logs };
}

describe('css example: built-in CSS Modules (webpack.config.js)', () => {
  it('emits one stylesheet next to the script and links both from the generated page', async () => {
    const build = await buildExampleOnce('css');
    expect(build.stats.hasWarnings()).toBe(false);
    expect(build.files).toEqual(['main.css', 'main.html', 'main.js']);
    const html = await build.read('main.html');
    expect(html).toContain('<link rel=stylesheet href=main.css>');
    expect(html).toContain('<script defer src=main.js></script>');
  });

  it('renames the module classes, keeps global.css and :global names, and exports camel-cased names', async () => {
    const build = await buildExampleOnce('css');
    const css = await build.read('main.css');
    const classes = classesIn(css);
    // global.css and the :global(.dark) selector keep their names
    expect(classes).toContain('visually-hidden');
    expect(classes).toContain('dark');
    // the module's own names are renamed
    for (const local of ['button', 'primary-action', 'primaryAction', 'control']) expect(classes).not.toContain(local);
    const { className, logs } = await runPage(build);
    // composes: primaryAction carries button's class and, through it, base.module.css's control
    const [primary, button, control] = className.split(' ');
    expect(className.split(' ')).toHaveLength(3);
    expect(logs).toEqual([`button: ${button!} ${control!}`, `primaryAction: ${className}`]);
    for (const name of [primary!, button!, control!]) expect(classes).toContain(name);
    expect(css).toContain(`.dark .${button!}{`);
  });

  it('names classes after the package, file and class in development', async () => {
    // A copy: webpack writes its defaults into the config's own `module.generator` object, so a
    // second build of the module the production build imported would inherit its hashed names.
    const workRoot = path.resolve(import.meta.dirname, '../../.cache/examples-work');
    await mkdir(workRoot, { recursive: true });
    const work = await mkdtemp(path.join(workRoot, 'css-src-'));
    await cp(path.join(EXAMPLES_DIR, 'css'), work, { recursive: true });
    const build = await buildExample('css', { dir: work, mode: 'development' });
    const { logs } = await runPage(build);
    // `[local]` is the class as the CSS writes it (`primary-action`), not its camel-cased export name.
    expect(logs[1]).toBe('primaryAction: webpack-demo-src_button_module_css-primary-action webpack-demo-src_button_module_css-button webpack-demo-src_base_module_css-control');
  });
});

describe('css example: css-loader and mini-css-extract-plugin (webpack.css-loader.config.js)', () => {
  it('runs the same sources: named exports, composes, :global, a localIdentName of file, class and hash', async () => {
    const build = await buildExampleOnce('css', { configFile: 'webpack.css-loader.config.js' });
    expect(build.stats.hasWarnings()).toBe(false);
    expect(build.files).toEqual(['main.css', 'main.js']);
    const { className } = await runPage(build);
    expect(className).toMatch(/^button-module__primary-action--[\w-]{5} button-module__button--[\w-]{5} base-module__control--[\w-]{5}$/);
    const css = await build.read('main.css');
    // CssMinimizerPlugin minified it: no line breaks, no comment
    expect(css).not.toContain('\n');
    expect(css).not.toContain('keep its name');
    expect(css).toMatch(/\.dark \.button-module__button--[\w-]{5}\{/);
    expect(classesIn(css)).toContain('visually-hidden');
  });
});

describe('css example: Sass through sass-loader into css/auto (webpack.sass.config.js)', () => {
  it('compiles both files with the shared variables; only the .module.scss names are renamed', async () => {
    const build = await buildExampleOnce('css', { configFile: 'webpack.sass.config.js' });
    expect(build.stats.hasWarnings()).toBe(false);
    expect(build.files).toEqual(['main.css', 'main.js']);
    const css = await build.read('main.css');
    // $radius and $brand (rebeccapurple, minified to #639) came from styles/_tokens.scss
    expect(css).toMatch(/^main\{[^}]*display:grid[^}]*\}/);
    const page = createBrowserSandbox(build);
    await page.runScript('main.js');
    const card = page.logs[0]!.replace('card: ', '');
    const title = page.logs[1]!.replace('title: ', '');
    expect([card, title]).not.toContain('card');
    expect(css).toContain(`.${card}{border-radius:4px}`);
    expect(css).toContain(`.${card} .${title}{color:#639}`);
  });
});
