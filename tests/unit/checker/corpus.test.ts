/**
 * The configuration checker against webpack itself: for each invalid configuration of the corpus
 * (tests/fixtures/checker/invalid-configs.json) the checker's message equals what
 * `webpack.validate` throws in Node for the same value, each error links to a heading that
 * exists, and the expected option, line, suggestion or removal note is there.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkConfiguration, type CheckerDeps } from '../../../src/app/tools/checker/check.ts';
import { readConfiguration } from '../../../src/app/tools/checker/read.ts';
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
    removed?: boolean;
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
    if (c.expect.removed === true) {
      expect(error.removed).toBe(true);
      expect(error.link).toBe('/migrate/5/');
    }
    if (c.expect.line !== undefined) expect(error.range.line).toBe(c.expect.line);
  });
});
