import { transformerMetaHighlight, transformerNotationDiff, transformerNotationHighlight, transformerStyleToClass } from '@shikijs/transformers';
import { toHtml } from 'hast-util-to-html';
import type { CodeToHastOptions } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteHighlighter, type SiteHighlighter } from './highlight.ts';
import { lezerScopes, type LezerLanguage } from './lezer-tokens.ts';

/** The scope path of each highlighted token, by its text (the first occurrence wins). */
function scopesByText(code: string, lang: LezerLanguage): Map<string, string> {
  const byText = new Map<string, string>();
  for (const range of lezerScopes(code, lang)) {
    const text = code.slice(range.from, range.to);
    if (!byText.has(text)) byText.set(text, range.path.join(' '));
  }
  return byText;
}

describe('lezerScopes', () => {
  it('names each kind of token by the scope the TextMate grammars give it', () => {
    const code = [
      "import path from 'node:path';",
      'const config = { mode: `x${n}`, plugins: [new webpack.DefinePlugin({})] };',
      'module.exports = function load(source, { callback }) { return source.trim() + 1; };',
      'const dir = import.meta.dirname;',
      '// done',
    ].join('\n');
    const scopes = scopesByText(code, 'javascript');
    expect(scopes.get('import')).toBe('keyword.control.import');
    expect(scopes.get("'node:path'")).toBe('string.quoted');
    expect(scopes.get('const')).toBe('storage.type');
    expect(scopes.get('config')).toBe('meta.definition.variable variable.other.constant');
    expect(scopes.get('mode')).toBe('meta.object.member meta.object-literal.key');
    expect(scopes.get('${')).toBe('string.template meta.template.expression punctuation.definition.template-expression');
    expect(scopes.get('new')).toBe('keyword.operator.new');
    expect(scopes.get('DefinePlugin')).toBe('new.expr meta.function-call entity.name.function');
    expect(scopes.get('module')).toBe('support.type.object.module');
    expect(scopes.get('exports')).toBe('support.type.object.module');
    expect(scopes.get('load')).toBe('meta.definition.function entity.name.function');
    expect(scopes.get('source')).toBe('meta.parameters variable.parameter');
    expect(scopes.get('callback')).toBe('meta.parameters variable.parameter');
    expect(scopes.get('trim')).toBe('meta.function-call entity.name.function');
    expect(scopes.get('1')).toBe('constant.numeric');
    expect(scopes.get('meta')).toBe('variable.language.import-meta');
    expect(scopes.get('// done')).toBe('comment.line.double-slash');
  });

  it('reads a JavaScript fragment as JSX only when it closes a tag', () => {
    expect(scopesByText('default: {\n  minChunks: 2,\n},', 'javascript').get('minChunks')).not.toContain('entity.name.tag');
    const fragment = scopesByText('test: /x/,\npriority: -10,\nidHint: "v",', 'javascript');
    expect([fragment.get('test'), fragment.get('priority'), fragment.get('idHint')]).toEqual(['entity.name.label', 'entity.name.label', 'entity.name.label']);
    // Error recovery reads this one as a JSX tag whatever the dialect.
    expect(scopesByText('  },\n  default: {\n    minChunks: 2,\n  },', 'javascript').get('minChunks')).toBeUndefined();
    expect(scopesByText('const a = <App title="x" />;', 'javascript').get('App')).toBe('meta.tag entity.name.tag');
  });

  it('puts the value of `export default` in its scope, and its members back in theirs', () => {
    const code = 'export default {\n  mode: "production",\n  output: { path: dir },\n};';
    const scopes = lezerScopes(code, 'javascript').map((r) => [code.slice(r.from, r.to), r.path.join(' ')]);
    expect(scopes).toContainEqual(['{', 'meta.export.default punctuation.definition.block']);
    expect(scopes).toContainEqual([',', 'meta.export.default punctuation.separator']);
    expect(scopes).toContainEqual(['dir', 'meta.export.default meta.object.member variable.other.readwrite']);
  });

  it('names TypeScript types, primitive types and the colon of an annotation', () => {
    const scopes = scopesByText('function f(a: string): Promise<Foo> { return a; }', 'typescript');
    expect(scopes.get('string')).toBe('meta.type.annotation support.type.primitive');
    expect(scopes.get('Foo')).toBe('meta.type.annotation entity.name.type');
    expect(scopes.get(':')).toBe('meta.type.annotation keyword.operator.type.annotation');
  });

  it('splits a regular expression into anchors, escapes, sets, quantifiers and flags', () => {
    const code = 'x = /^\\.(s[ac]ss)+$/i;';
    const scopes = lezerScopes(code, 'javascript').filter((r) => r.path[0] === 'string.regexp');
    expect(scopes.map((r) => [code.slice(r.from, r.to), r.path[1] ?? ''])).toEqual([
      ['/', ''], ['^', 'keyword.control.anchor.regexp'], ['\\.', 'constant.character.escape.backslash.regexp'],
      ['(', ''], ['s', ''], ['[', 'constant.other.character-class.set.regexp'], ['a', 'constant.other.character-class.set.regexp'],
      ['c', 'constant.other.character-class.set.regexp'], [']', 'constant.other.character-class.set.regexp'], ['s', ''], ['s', ''],
      [')', ''], ['+', 'keyword.operator.quantifier.regexp'], ['$', 'keyword.control.anchor.regexp'], ['/', ''], ['i', 'keyword.other'],
    ]);
  });

  it('scopes the tag, type and name of a documentation comment and leaves other comments whole', () => {
    const code = '/**\n * @param {string} source the file\n * @returns {void}\n */\n/* @param {x} y */';
    const parts = lezerScopes(code, 'javascript').map((r) => [code.slice(r.from, r.to), r.path.join(' ')]);
    expect(parts).toEqual([
      ['/**\n * ', 'comment.block.documentation'],
      ['@param', 'comment.block.documentation storage.type.class.jsdoc'],
      [' ', 'comment.block.documentation'],
      ['{string}', 'comment.block.documentation entity.name.type.instance.jsdoc'],
      [' ', 'comment.block.documentation'],
      ['source', 'comment.block.documentation variable.other.jsdoc'],
      [' the file\n * ', 'comment.block.documentation'],
      ['@returns', 'comment.block.documentation storage.type.class.jsdoc'],
      [' ', 'comment.block.documentation'],
      ['{void}', 'comment.block.documentation entity.name.type.instance.jsdoc'],
      ['\n */', 'comment.block.documentation'],
      ['/* @param {x} y */', 'comment.block'],
    ]);
  });
});

describe('the Lezer renderer', () => {
  let highlighter: SiteHighlighter;
  beforeAll(async () => {
    highlighter = await createSiteHighlighter();
    highlighter.ensureLanguage('javascript');
  });

  /** Each non-blank character with its two colours, as Shiki and as the Lezer renderer give them. */
  const bothColourings = (code: string, lang: LezerLanguage): { shiki: string[]; lezer: string[]; lines: number } => {
    const themes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' };
    const colours = (tokens: { content: string; htmlStyle?: Record<string, string> | undefined }[][]): string[] =>
      tokens.flatMap((line) => line.flatMap((t) => [...t.content].filter((c) => c.trim() !== '').map((c) => `${c} ${JSON.stringify(t.htmlStyle)}`)));
    highlighter.ensureLanguage(lang);
    const expected = highlighter.shiki.codeToTokens(code, { lang, themes, defaultColor: false, tokenizeTimeLimit: 0 }).tokens;
    let captured: typeof expected = [];
    const capture = { tokens: (tokens: typeof expected): void => { captured = tokens; } };
    highlighter.lezer(code, lang, { lang, themes, defaultColor: false, transformers: [capture] });
    return { shiki: colours(expected), lezer: colours(captured), lines: captured.length };
  };

  /** Options as rehypeHighlight builds them, with a style-to-class step of their own. */
  const options = (lines: string): CodeToHastOptions => ({
    lang: 'javascript',
    themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    defaultColor: false,
    // Shiki colours the rest of a line plainly after 500 ms, as the first line may take while its regexes compile.
    tokenizeTimeLimit: 0,
    meta: { __raw: lines },
    transformers: [transformerMetaHighlight(), transformerNotationDiff(), transformerNotationHighlight(), transformerStyleToClass({ classPrefix: 'sh-' })],
  });

  it('builds the same HTML as Shiki, highlighted lines and diff notation included, where both colour alike', () => {
    const code = [
      "const path = require('path'); // [!code --]",
      "const name = 'bundle'; // [!code ++]",
      '  build(name, 2); // [!code highlight]',
      '',
      'console.log(`done ${name}`);',
    ].join('\n');
    const shiki = toHtml(highlighter.shiki.codeToHast(code, options('{1,4}')));
    const lezer = toHtml(highlighter.lezer(code, 'javascript', options('{1,4}')));
    expect(lezer).toContain('class="line highlighted diff remove"');
    expect(lezer).toContain('class="line diff add"');
    expect(lezer).not.toContain('[!code');
    expect(lezer).toBe(shiki);
  });

  it('gives each character the colours Shiki gives it in a typical configuration', () => {
    const code = [
      "const HtmlWebpackPlugin = require('html-webpack-plugin');",
      'module.exports = {',
      "  entry: './src/index.js',",
      '  module: { rules: [{ test: /\\.css$/i, use: ["style-loader", "css-loader"] }] },',
      '  plugins: [new HtmlWebpackPlugin({ title: `App ${process.env.NODE_ENV}` })],',
      '  optimization: { splitChunks: { chunks: (chunk) => chunk.name !== "x", minSize: 20_000 } },',
      '};',
    ].join('\n');
    const { shiki, lezer, lines } = bothColourings(code, 'javascript');
    expect(lines).toBe(7);
    expect(lezer).toEqual(shiki);
  });

  it('colours TypeScript types, built-ins, function-typed names and fragments as Shiki does', () => {
    const code = `import * as path from 'node:path';
export function load(run: () => void, done?: Function, opts?: { filter?: (id: string) => boolean; level: number }): Promise<void> {
  const plugin = new MinimizerPlugin<SwcOptions>({ limit: Infinity });
  const { default: theme } = await import(/* webpackChunkName: "t" */ \`./\${opts}\`);
  return Promise.resolve(plugin);
}
module.exports.pitch = function () {};
class HelloModule extends compiler.webpack.RuntimeModule {}`;
    const { shiki, lezer } = bothColourings(code, 'typescript');
    expect(lezer).toEqual(shiki);
  });

  it('reads objects and labels in fragments, import attributes and JSDoc links and defaults as Shiki does', () => {
    const code = `import sheet from './styles.css' assert { type: 'css' };
import defer * as heavy from './heavy.js';
/**
 * @see https://webpack.js.org/configuration/externals/
 * @default {}
 */
externals: {
  'legacy-sdk': { commonjs: 'legacy-sdk', interop: 'default' },
  cache: {
    type: 'filesystem',
    buildDependencies: { config: [__filename] },
  },
},
default: { minChunks: 2, minSize: 10000 },`;
    const { shiki, lezer } = bothColourings(code, 'javascript');
    expect(lezer).toEqual(shiki);
  });
});
