import { describe, expect, it } from 'vitest';
import { buildExample } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('entry-advanced-native example (JS and CSS per entry with built-in CSS)', () => {
  it('emits minified stylesheets and no script for the CSS-only entry', async () => {
    const build = await buildExample('entry-advanced-native');
    expect(build.files).toEqual([
      'account.css',
      'account.html',
      'account.js',
      'home.css',
      'home.js',
      'index.html',
      'print.css',
    ]);
    expect(build.stats.compilation.options.experiments.css).toBeTruthy();
    expect(await build.read('home.css')).toBe('.home-title{color:#639}');
    expect(await build.read('print.css')).toBe('@media print{footer,nav{display:none}}');

    const home = await build.read('index.html');
    expect(home).toContain('<script defer src=home.js></script><link href=home.css rel=stylesheet><link href=print.css rel=stylesheet>');
    expect(home).not.toContain('print.js');

    const page = createBrowserSandbox(build);
    await page.runScript('account.js');
    expect(page.document.querySelector('.account-form')?.textContent).toBe('Your account');
    expect(page.logs).toEqual(['account.js ran']);
  });
});
