/** Gate 3 with the repository's .htmlvalidate.json: a valid page passes, seeded faults fail. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createValidator, shard, validateDocument, validateFiles, validateSite } from '../../src/build/gates/validate.ts';
import { doc } from './site-fixture.ts';

const validator = createValidator();
const rules = async (html: string): Promise<string[]> => (await validateDocument(validator, html, '/x/')).map((f) => f.rule);

describe('the HTML validation gate', () => {
  it('accepts a page shaped like the site’s (lower-case doctype, dateTime, digit-led ids)', async () => {
    expect(await rules(doc({ main: '<h1>T</h1><h2 id="5-migrating">5</h2><p>Updated <time dateTime="2024-01-01">then</time></p>' }))).toEqual([]);
  });

  it('fails on invalid nesting', async () => {
    expect(await rules(doc({ main: '<p>text <div>block in a paragraph</div></p>' }))).toEqual(
      expect.arrayContaining(['html-validate/no-implicit-close', 'html-validate/close-order']),
    );
    expect(await rules(doc({ main: '<ul><div>not a list item</div></ul>' }))).toContain('html-validate/element-permitted-content');
  });

  it('fails on duplicate ids', async () => {
    expect(await rules(doc({ main: '<h1>T</h1><h2 id="same">A</h2><h2 id="same">B</h2>' }))).toEqual(['html-validate/no-dup-id']);
  });

  it('fails on a second h1 and on a heading that skips a level', async () => {
    expect(await rules(doc({ main: '<h1>T</h1><section><h2>Part</h2><h3>A</h3></section>' }))).toEqual([]);
    expect(await rules(doc({ main: '<h1>T</h1><section><h1>Part</h1></section>' }))).toEqual(['html-validate/heading-level']);
    expect(await rules(doc({ main: '<h1>T</h1><h3>Skipped h2</h3>' }))).toEqual(['html-validate/heading-level']);
  });

  it('fails on a class a component stringified from a missing CSS-module key', async () => {
    expect(await rules(doc({ main: '<div class="undefined content">x</div>' }))).toEqual(['html-validate/class-pattern']);
    expect(await rules(doc({ main: '<div class="page_EywL0 sh-1azllp code-block">x</div>' }))).toEqual([]);
  });

  it('fails on an inline style attribute', async () => {
    expect(await rules(doc({ main: '<p style="color:red">x</p>' }))).toEqual(['html-validate/no-inline-style']);
  });

  it('reads files from a site folder and names the page in findings', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gates-validate-'));
    try {
      await writeFile(path.join(dir, 'a.html'), doc({ main: '<h1>A</h1><h2 id="d">A</h2><h2 id="d">B</h2>' }));
      await writeFile(path.join(dir, 'b.html'), doc({ main: '<h1>B</h1><p>ok</p>' }));
      const targets = [
        { file: '/a.html', page: '/a/', bytes: 2 },
        { file: '/b.html', page: '/b/', bytes: 1 },
      ];
      const findings = await validateFiles(dir, targets);
      expect(findings.map((f) => [f.page, f.rule])).toEqual([['/a/', 'html-validate/no-dup-id']]);
      // The same through two worker threads, as the site run does it.
      expect(await validateSite(dir, targets, 2)).toEqual(findings);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('shares files out by weight', () => {
    const lists = shard([{ bytes: 10 }, { bytes: 6 }, { bytes: 5 }, { bytes: 1 }], 2);
    expect(lists.map((l) => l.reduce((s, f) => s + f.bytes, 0))).toEqual([11, 11]);
  });
});
