import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { printableBody } from '../content/section-pages.ts';
import { duplicateIds, printableShell } from './printable-shell.ts';
import { validateFiles } from './validate.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

const page = (main: string): string => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body><main id="main"><h1>T</h1>${main}</main></body></html>`;
const section = (url: string, title: string, body: string): string => {
  const prefix = `${url.split('/').filter(Boolean).slice(1).join('-')}-`;
  return `<section class="printable-page" aria-labelledby="${prefix}title"><h2 id="${prefix}title">${title}</h2>\n${printableBody(url, body)}</section>`;
};

/** A site folder with two pages of `/concepts/`, their page data, and the section's printable page. */
async function site(options: { aBody?: string; aOwn?: string; printableExtra?: string }): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'printable-shell-'));
  dirs.push(dir);
  const aBody = options.aBody ?? '<h2 id="intro">Intro</h2><p>A <a href="#intro">link</a></p>';
  const bBody = '<h2 id="intro">Intro</h2><p>B</p>';
  const pages = { '/concepts/a/': aBody, '/concepts/b/': bBody };
  await mkdir(path.join(dir, 'page-data'), { recursive: true });
  for (const [url, body] of Object.entries(pages)) {
    await mkdir(path.join(dir, url), { recursive: true });
    await writeFile(path.join(dir, url, 'index.html'), page(url === '/concepts/a/' && options.aOwn !== undefined ? options.aOwn : body));
    await writeFile(path.join(dir, 'page-data', `concepts__${url.split('/')[2] ?? ''}.json`), JSON.stringify({ url, html: body }));
  }
  await mkdir(path.join(dir, 'concepts/printable'), { recursive: true });
  const printable = page(`${options.printableExtra ?? ''}${section('/concepts/a/', 'A', aBody)}\n${section('/concepts/b/', 'B', bBody)}`);
  await writeFile(path.join(dir, 'concepts/printable/index.html'), printable);
  return dir;
}

const target = { file: '/concepts/printable/index.html', page: '/concepts/printable/', bytes: 0 };

describe('a printable page for html-validate', () => {
  it('takes out each body that is verbatim in its own page, keeping the sections and headings', async () => {
    const dir = await site({});
    const html = page(`${section('/concepts/a/', 'A', '<h2 id="intro">Intro</h2><p>A <a href="#intro">link</a></p>')}\n${section('/concepts/b/', 'B', '<h2 id="intro">Intro</h2><p>B</p>')}`);
    const { shell, removed } = await printableShell(dir, '/concepts/printable/', html);
    expect(removed).toEqual(['/concepts/a/', '/concepts/b/']);
    expect(shell).toContain('<h2 id="a-title">A</h2>');
    expect(shell).not.toContain('a-intro');
    expect(await validateFiles(dir, [target])).toEqual([]);
  });

  it('passes the page whose parts sit under h2s, and fails one whose part kept its h1', async () => {
    expect(await validateFiles(await site({}), [target])).toEqual([]);
    const dir = await site({ printableExtra: '<section><h1>A part</h1><h2>Its section</h2></section>' });
    expect((await validateFiles(dir, [target])).map((f) => f.message)).toEqual([expect.stringContaining('Multiple <h1> are not allowed')]);
  });

  it('fails on invalid markup in the shell', async () => {
    const dir = await site({ printableExtra: '<p>open <div>block</div></p>' });
    expect((await validateFiles(dir, [target])).map((f) => f.rule)).toEqual(expect.arrayContaining(['html-validate/no-implicit-close']));
  });

  it('validates a body that differs from its page: invalid markup there is caught', async () => {
    const bad = '<ul><div>not an item</div></ul>';
    const dir = await site({ aBody: bad, aOwn: '<p>another body</p>' });
    const findings = await validateFiles(dir, [target]);
    expect(findings.map((f) => f.rule)).toContain('html-validate/element-permitted-content');
  });

  it('fails on an id repeated across bodies, once', async () => {
    const dir = await site({ printableExtra: '<p id="b-intro">clash</p>' });
    const findings = await validateFiles(dir, [target]);
    expect(findings).toEqual([{ rule: 'html-validate/no-dup-id', page: '/concepts/printable/', message: 'Duplicate ID "b-intro" (2 elements)' }]);
    expect(duplicateIds('<p id="x"></p><p id="y"></p>', '/p/')).toEqual([]);
  });
});
