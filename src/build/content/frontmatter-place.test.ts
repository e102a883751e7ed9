import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter, parsePlace } from './frontmatter.ts';
import { scanContent } from './scan.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('parsePlace', () => {
  it("gives every page of content/ the title, sort and group its whole frontmatter gives", async () => {
    const files = await scanContent(path.join(root, 'content'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const source = await readFile(file.absolute, 'utf8');
      const { title, sort, group } = parseFrontmatter(file.relative, source).data;
      expect(parsePlace(source), file.relative).toEqual({ title, ...(sort === undefined ? {} : { sort }), ...(group === undefined ? {} : { group }) });
    }
  });

  it('keeps the lines under its entries and leaves out the others, a sequence at the left edge included', () => {
    const source = ['---', 'title: >-', '  Folded', '  title', '# a comment', 'contributors:', '- someone', '- title: not a key', 'sort: 3', 'asks:', '  page:', '    - group: no', 'group: Guides', '---', 'body'].join('\n');
    expect(parsePlace(source)).toEqual({ title: 'Folded title', sort: 3, group: 'Guides' });
  });

  it('gives nothing where the whole frontmatter must be read: a quoted key, an alias, a missing title, no frontmatter', () => {
    expect(parsePlace('---\n"title": A\n---\n')).toBeUndefined();
    expect(parsePlace('---\ndescription: &d A\ntitle: *d\n---\n')).toBeUndefined();
    expect(parsePlace('---\nsort: 1\n---\n')).toBeUndefined();
    expect(parsePlace('no frontmatter')).toBeUndefined();
  });
});
