import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ContentError, parseFrontmatter } from './frontmatter.ts';
import { scanContentSync } from './scan.ts';

const parse = (source: string) => parseFrontmatter('content/x.md', source);
const failure = (source: string): ContentError => {
  try {
    parse(source);
  } catch (error) {
    if (error instanceof ContentError) return error;
  }
  throw new Error('expected a ContentError');
};

describe('parseFrontmatter', () => {
  it('returns the data and where the body starts', () => {
    const result = parse('---\ntitle: Output\nsort: 3\n---\n\n## Hi\n');
    expect(result.data).toEqual({ title: 'Output', sort: 3 });
    expect(result.bodyLine).toBe(5);
    expect(result.body).toBe('\n## Hi\n');
  });

  it('names the file, the line and the key of an unknown key', () => {
    const error = failure('---\ntitle: A\nsort: 2\nfoo: 1\n---\nbody');
    expect(error.message).toBe("content/x.md:4: unknown frontmatter key 'foo'");
    expect(error.line).toBe(4);
  });

  it('reports a missing title', () => {
    expect(failure('---\nsort: 1\n---\n').message).toMatch(/^content\/x\.md:1: frontmatter field 'title'/);
  });

  it('points at a malformed related entry', () => {
    const error = failure('---\ntitle: A\nrelated:\n  - title: x\n    url: nope\n---\n');
    expect(error.message).toMatch(/content\/x\.md:5: frontmatter field 'related\.0\.url'/);
  });

  it('reports YAML syntax errors with a line', () => {
    expect(failure('---\ntitle: [a\n---\n').message).toMatch(/^content\/x\.md:2: invalid YAML frontmatter/);
  });

  it('requires a frontmatter block', () => {
    expect(failure('## No frontmatter\n').message).toMatch(/missing frontmatter/);
  });

  it("takes a page's subject as lower-case words and names the line of one that is not", () => {
    expect(parse('---\ntitle: React\nabout: [react, jsx]\n---\n').data.about).toEqual(['react', 'jsx']);
    expect(failure('---\ntitle: React\nabout: [React Native]\n---\n').message).toMatch(/content\/x\.md:3: frontmatter field 'about\.0'.*one lower-case word/);
  });

  it('rejects a non-integer sort', () => {
    expect(failure('---\ntitle: A\nsort: 1.5\n---\n').message).toMatch(/content\/x\.md:3: frontmatter field 'sort'/);
  });

  it('finds the line of each asks key, and none without asks', () => {
    const result = parse('---\ntitle: A\nasks:\n  page: [one phrase]\n\n  usage:\n    - another phrase\n---\n');
    expect(result.data.asks).toEqual({ page: ['one phrase'], usage: ['another phrase'] });
    expect([result.asksLine('page'), result.asksLine('usage'), result.asksLine('other')]).toEqual([4, 6, undefined]);
    expect(parse('---\ntitle: A\n---\n').asksLine('page')).toBeUndefined();
  });

  it('points at an asks phrase that is too short', () => {
    expect(failure('---\ntitle: A\nasks:\n  page:\n    - ok phrase\n    - x\n---\n').message).toMatch(/^content\/x\.md:6: frontmatter field 'asks\.page\.1'/);
  });

  it("reads every content file's frontmatter with js-yaml to the same data as yaml does (its fast path)", () => {
    const files = scanContentSync(path.resolve(import.meta.dirname, '../../../content'));
    let blocks = 0;
    for (const file of files) {
      const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file.absolute, 'utf8').replace(/^\uFEFF/, ''))?.[1];
      if (block === undefined) continue;
      blocks += 1;
      expect(load(block, { schema: CORE_SCHEMA }) ?? {}, file.relative).toEqual(parseYaml(block) ?? {});
    }
    expect(blocks).toBeGreaterThan(100);
  });

  it('reads what js-yaml refuses with yaml, which names the line', () => {
    // A duplicate key: both refuse it, and the message is yaml's.
    expect(failure('---\ntitle: A\ntitle: B\n---\n').message).toMatch(/content\/x\.md:3: invalid YAML frontmatter/);
    // A value js-yaml reads as a date in other schemas, a string in both core schemas.
    expect(parse('---\ntitle: 2024-01-01\n---\n').data.title).toBe('2024-01-01');
  });
});
