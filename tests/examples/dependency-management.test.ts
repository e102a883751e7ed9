import { describe, expect, it } from 'vitest';
import { buildExampleOnce } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('dependency-management example (import() with an expression, import.meta.webpackContext)', () => {
  it('emits one chunk per matching locale file and none for the excluded draft', async () => {
    const build = await buildExampleOnce('dependency-management');
    expect(build.files).toEqual(['locale-de-json.js', 'locale-en-json.js', 'locale-fr-json.js', 'main.js']);
    expect(await build.read('locale-fr-json.js')).toContain('Bonjour');
    const main = await build.read('main.js');
    expect(main).not.toContain('unreviewed');
    expect(main).not.toContain('Bonjour');
    // the context map of ./formatters: the two .js files, not the README
    expect(main).toContain('"./shout.js"');
    expect(main).toContain('"./whisper.js"');
    expect(main).not.toContain('README');
    expect(main).toContain('"./de.json"');
    expect(main).not.toContain('es.draft');
  });

  it('bundles the formatters into main.js and loads only the German chunk', async () => {
    const build = await buildExampleOnce('dependency-management');
    const page = createBrowserSandbox(build);
    await page.runScript('main.js');
    await page.settle();
    expect(page.document.requestedScripts).toEqual(['http://localhost/locale-de-json.js']);
    expect(page.logs).toEqual(['Formatters found: ./shout.js, ./whisper.js', 'shout: HALLO!', 'whisper: (hallo)']);
  });
});
