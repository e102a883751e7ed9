/** The offline page made from the app shell. */
import { describe, expect, it } from 'vitest';
import { BOOT_ATTRIBUTE, BOOT_SCRIPT } from '../../shared/boot-script.ts';
import { THEME_BOOT_SCRIPT } from '../../shared/theme-script.ts';
import { inlineScripts } from './headers.ts';
import { OFFLINE_TEXT, OFFLINE_TRAVERSAL_SCRIPT, offlinePageFromShell } from './offline-page.ts';

const SHELL = [
  '<!doctype html><html lang="en"><head><title>webpack</title>',
  '<link rel="canonical" href="https://webpack.js.org/app-shell/">',
  '<meta property="og:url" content="https://webpack.js.org/app-shell/">',
  `<script>${THEME_BOOT_SCRIPT}</script>`,
  '<link rel="stylesheet" href="/styles.0a1b2c3d4e.css">',
  `<script ${BOOT_ATTRIBUTE}="/main.0a1b2c3d4e.js /home.1a2b3c4d5e.js">${BOOT_SCRIPT}</script>`,
  '</head><body><div id="root"><header><a href="/">webpack</a><button type="button" aria-label="Switch theme"><span>☾</span></button></header>',
  '<main id="main" class="main_x"></main></div>',
  '<script type="application/json" id="initial-data">{}</script></body></html>',
].join('\n');

describe('offline page', () => {
  const page = offlinePageFromShell(SHELL);

  it('says the reader is offline, offers to try again and to go home', () => {
    expect(page).toContain(`<title>${OFFLINE_TEXT.title} | webpack</title>`);
    expect(page).toMatch(new RegExp(`<main id="main" class="main_x"><h1>${OFFLINE_TEXT.title}</h1>`));
    expect(page).toContain('<a class="button" href="">Try again</a>');
    expect(page).toContain('<a href="/">Go to Homepage</a>');
  });

  it('keeps the stylesheet and the theme script, drops the app and its controls, adds its Back and Forward script', () => {
    expect(page).toContain('href="/styles.0a1b2c3d4e.css"');
    expect(inlineScripts(page)).toEqual([THEME_BOOT_SCRIPT, OFFLINE_TRAVERSAL_SCRIPT]);
    expect(page).not.toContain('main.0a1b2c3d4e.js');
    expect(page).not.toContain('home.1a2b3c4d5e.js');
    expect(page).not.toContain('<button');
    expect(page).not.toContain('canonical');
    expect(page).not.toContain('og:url');
  });

  it('fails loudly on a shell without <main>', () => {
    expect(() => offlinePageFromShell('<title>x</title>')).toThrow(/no <main>/);
    expect(() => offlinePageFromShell(SHELL.replace('</head>', ''))).toThrow(/no <main>, <title> or <\/head>/);
  });
});
