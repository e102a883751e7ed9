/**
 * The configuration checker against webpack itself: for each invalid configuration of the corpus
 * (tests/fixtures/checker/invalid-configs.json) the checker's message equals what
 * `webpack.validate` throws in Node for the same value, each error links to a heading that
 * exists, and the expected option, line, suggestion or removal note (and the version that removed
 * it) is there. Then what only running the file could tell: a whole configuration (unreadable, not
 * a schema error) and a mode (said to be unread, not unset).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkConfiguration, type CheckerDeps } from '../../../src/app/tools/checker/check.ts';
import { readConfiguration } from '../../../src/app/tools/checker/read.ts';
import { captionFor, summarize, unreadMode, unreadPaths } from '../../../src/app/tools/checker/summary.ts';
import { validatorModuleFile } from '../../../src/build/tools/validator-cache.ts';
import { optionAnchors } from '../../../src/build/tools/option-anchors.ts';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../../..');
const webpack = require('webpack') as { validate: (options: unknown) => void };

interface Case {
  name: string;
  text: string;
  expect: {
    option: string;
    suggestion?: string;
    /** The major version that removed the option or value (the page says so and links its migration guide); null: must not be marked removed. */
    removedIn?: number | null;
    line?: number;
  };
}
const corpus = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/checker/invalid-configs.json'), 'utf8')) as Case[];

/** Each page's heading ids, read from the content as the renderer slugs them. */
function contentHeadings(): Map<string, Array<{ title: string; id: string; level: number }>> {
  const out = new Map<string, Array<{ title: string; id: string; level: number }>>();
  for (const section of ['configuration', 'migrate']) {
    for (const file of readdirSync(path.join(root, 'content', section)).filter((f) => f.endsWith('.md'))) {
      const slugger = new GithubSlugger();
      const url = `/${section}/${file === 'index.md' ? '' : `${file.replace(/\.md$/, '')}/`}`;
      const text = readFileSync(path.join(root, 'content', section, file), 'utf8').replace(/```[\s\S]*?```/g, '');
      out.set(
        url,
        [...text.matchAll(/^(#{2,4}) (.+)$/gm)].map((m) => ({
          title: (m[2] ?? '').replace(/`/g, ''),
          id: slugger.slug((m[2] ?? '').replace(/`/g, '')),
          level: (m[1] ?? '').length,
        })),
      );
    }
  }
  return out;
}

let deps: CheckerDeps;
let headings: Map<string, Array<{ title: string; id: string; level: number }>>;

beforeAll(() => {
  const validator = require(validatorModuleFile()) as {
    validateWebpackOptions: (options: unknown) => void;
  };
  headings = contentHeadings();
  deps = {
    validate: validator.validateWebpackOptions,
    anchors: optionAnchors([...headings].map(([url, anchors]) => ({ url, anchors }))),
  };
}, 120_000);

function webpackMessage(text: string): string {
  const reading = readConfiguration(text);
  if (!reading.ok) throw new Error(reading.message);
  try {
    webpack.validate(reading.value);
  } catch (error) {
    return (error as Error).message;
  }
  return 'valid';
}

function linkExists(link: string): boolean {
  const [url = '', id] = link.split('#');
  const page = headings.get(url);
  return page !== undefined && (id === undefined || page.some((h) => h.id === id));
}

describe('configuration checker corpus', () => {
  it('has at least 40 invalid configurations', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
  });

  it.each(corpus.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = checkConfiguration(c.text, deps);
    expect(result.status).toBe('invalid');
    if (result.status !== 'invalid') return;
    expect(result.fullMessage).toBe(webpackMessage(c.text));
    for (const error of result.errors) {
      expect(result.fullMessage).toContain(error.message.split('\n')[0]);
      expect(linkExists(error.link), `${error.option} → ${error.link}`).toBe(true);
      if (error.suggestion !== undefined) expect(linkExists(error.suggestion.link), error.suggestion.link).toBe(true);
    }
    const error = result.errors.find((e) => e.option === c.expect.option);
    expect(error, result.errors.map((e) => e.option).join(', ')).toBeDefined();
    if (error === undefined) return;
    if (c.expect.suggestion !== undefined) expect(error.suggestion?.option).toBe(c.expect.suggestion);
    if (c.expect.removedIn === null) expect(error.removed).toBeUndefined();
    else if (c.expect.removedIn !== undefined) {
      expect(error.removed?.removedIn).toBe(c.expect.removedIn);
      // The guide for the upgrade that removed it: /migrate/5/ for webpack 5, /migrate/3/ (webpack 1 leftovers) for webpack 2.
      expect(error.link.startsWith(`/migrate/${Math.max(c.expect.removedIn, 3)}/`), error.link).toBe(true);
      expect(error.link).toBe(error.removed?.link);
    }
    if (c.expect.line !== undefined) expect(error.range.line).toBe(c.expect.line);
  });
});

describe('what only running the file tells', () => {
  const noDefaults = { production: {}, development: {}, none: {} };

  it('cannot read a configuration that is the result of a call (webpack-merge), and gives no schema error for it', () => {
    const text = `const { merge } = require('webpack-merge');\nconst common = require('./webpack.common.js');\n\nmodule.exports = merge(common, {\n  mode: 'production',\n});`;
    const result = checkConfiguration(text, deps);
    expect(result).toEqual({ status: 'unreadable', line: 4, message: 'the configuration is the value of `merge(…)`, which only running the file gives' });
    expect(checkConfiguration(`module.exports = [{ entry: './a.js' }, merge(common, { entry: './b.js' })];`, deps)).toMatchObject({ status: 'unreadable', message: expect.stringMatching(/^configuration 2 of the array is the value of `merge\(common/) as unknown });
  });

  it('says a mode it could not read is set, and which defaults it shows', () => {
    const result = checkConfiguration(`module.exports = (env, argv) => ({\n  mode: argv.mode || 'development',\n  entry: './src/index.js',\n});`, deps);
    expect(result.status).toBe('valid');
    if (result.status !== 'valid') return;
    const summary = summarize(result.value as Record<string, unknown>, noDefaults, deps.anchors, unreadMode(result.notes, undefined));
    expect(summary).toMatchObject({ mode: 'production', modeSet: false, modeUnread: "argv.mode || 'development'" });
    expect(captionFor(summary, undefined)).toBe("Options set, with webpack's defaults in production mode (mode is `argv.mode || 'development'`, which only running the file tells: the defaults shown are production's, webpack's choice when mode is unset)");
    // No mode at all, a literal mode, and the second configuration of an array.
    expect(captionFor(summarize({}, noDefaults, deps.anchors, unreadMode([], undefined)), undefined)).toBe("Options set, with webpack's defaults in production mode (no mode set: webpack assumes production)");
    expect(captionFor(summarize({ mode: 'development' }, noDefaults, deps.anchors), 2)).toBe("Configuration 2: options set, with webpack's defaults in development mode");
    const multi = checkConfiguration(`module.exports = [{ mode: 'none' }, { mode: process.env.MODE }];`, deps);
    expect(multi.status === 'valid' && [unreadMode(multi.notes, 0), unreadMode(multi.notes, 1)]).toEqual([undefined, 'process.env.MODE']);
  });

  it('gives no row to an object emptied by the keys it left out, and shows an object written empty as {}', () => {
    const result = checkConfiguration(`module.exports = {\n  mode: 'none',\n  output: { path: process.env.OUT },\n  optimization: {},\n};`, deps);
    expect(result.status).toBe('valid');
    if (result.status !== 'valid') return;
    expect(unreadPaths(result.notes, undefined)).toEqual(['output.path']);
    const rows = summarize(result.value as Record<string, unknown>, noDefaults, deps.anchors, undefined, unreadPaths(result.notes, undefined)).rows;
    expect(rows.map((r) => [r.option, r.value])).toEqual([
      ['mode', '"none"'],
      ['optimization', '{}'],
    ]);
    const multi = checkConfiguration(`module.exports = [{ mode: 'none' }, { output: { path: process.env.OUT } }];`, deps);
    expect(multi.status === 'valid' && [unreadPaths(multi.notes, 0), unreadPaths(multi.notes, 1)]).toEqual([[], ['output.path']]);
  });
});

// The checker page says both (content/configuration/check.md): when webpack's validation changes,
// this fails and the page's words need another look.
describe('what webpack validation leaves out, as the page says', () => {
  it('passes a loader that does not exist, and the options of a plugin', () => {
    const text = `module.exports = {\n  module: { rules: [{ test: /\\.txt$/, use: 'nonexistent-loader', options: { anything: 1 } }] },\n  plugins: [new NoSuchPlugin({ bad: true })],\n};`;
    expect(checkConfiguration(text, deps).status).toBe('valid');
    expect(webpackMessage(text)).toBe('valid');
  });

  it('can report one problem of module.rules where there are two, as webpack does', () => {
    const text = `module.exports = {\n  module: {\n    rules: [\n      { test: /a/, enforce: 'first' },\n      { test: /b/, lodar: 'x' },\n    ],\n  },\n};`;
    const result = checkConfiguration(text, deps);
    // The one error shown names the option webpack's message is about (it named the hidden one, module.rules[1].lodar).
    expect(result.status === 'invalid' && result.errors.map((e) => [e.option, e.range.line])).toEqual([['module.rules[0].enforce', 4]]);
    expect(result.status === 'invalid' && result.fullMessage).toBe(webpackMessage(text));
    expect(webpackMessage(text)).toContain('configuration.module.rules[0].enforce should be');
    expect(webpackMessage(text)).not.toContain('lodar');
  });
});
