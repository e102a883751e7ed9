import { beforeAll, describe, expect, it } from 'vitest';
import { buildExample, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('entry-advanced example (JS and CSS per entry with mini-css-extract-plugin)', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('entry-advanced');
  });

  it('emits a script and a stylesheet per entry, plus an empty script for the CSS-only entry', async () => {
    expect(build.files).toEqual([
      'account.css',
      'account.html',
      'account.js',
      'home.css',
      'home.js',
      'index.html',
      'print.css',
      'print.js',
    ]);
    expect(await build.read('home.css')).toContain('.home-title');
    expect(await build.read('account.css')).toContain('.account-form');
    expect(await build.read('print.css')).toContain('@media print');
    // the wart the guide points out: a stylesheet-only entry still gets a (here empty) script
    expect(await build.read('print.js')).toBe('');

    const entrypoints = build.stats.toJson({ all: false, entrypoints: true }).entrypoints ?? {};
    expect(entrypoints.home?.assets?.map((a) => a.name)).toEqual(['home.css', 'home.js']);
    expect(entrypoints.print?.assets?.map((a) => a.name)).toEqual(['print.css', 'print.js']);
  });

  it('links each page to its own files and to the print stylesheet', async () => {
    const home = await build.read('index.html');
    expect(home).toContain('<title>Home</title>');
    expect(home).toContain('<script defer src=home.js></script><script defer src=print.js></script>');
    expect(home).toContain('<link href=home.css rel=stylesheet><link href=print.css rel=stylesheet>');
    expect(home).not.toContain('account');
    const account = await build.read('account.html');
    expect(account).toContain('<script defer src=account.js></script>');
    expect(account).toContain('<link href=account.css rel=stylesheet><link href=print.css rel=stylesheet>');
    expect(account).not.toContain('home');
  });

  it('runs the page scripts without any CSS in the JavaScript', async () => {
    const code = await build.read('home.js');
    expect(code).not.toContain('rebeccapurple');
    const page = createBrowserSandbox(build);
    await page.runScript('home.js');
    await page.runScript('print.js');
    expect(page.document.querySelector('.home-title')?.textContent).toBe('Welcome home');
    expect(page.logs).toEqual(['home.js ran']);
  });
});
