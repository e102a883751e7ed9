import { describe, expect, it } from 'vitest';
import { buildExample, buildExampleOnce, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

/** The same build, as a server would publish it under `prefix` (`static/main.js`, ...). */
function servedUnder(build: ExampleBuild, prefix: string): ExampleBuild {
  return {
    ...build,
    files: build.files.map((f) => `${prefix}${f}`),
    read: (file) => build.read(file.slice(prefix.length)),
  };
}

/** Loads main.js from `prefix`, clicks the button and returns the page. */
async function loadAndClick(build: ExampleBuild, prefix: string, setup?: (context: Record<string, unknown>) => void) {
  const page = createBrowserSandbox(servedUnder(build, prefix));
  setup?.(page.context);
  await page.runScript(`${prefix}main.js`);
  page.document.querySelector('button')?.click();
  await page.settle();
  return page;
}

describe('public-path example', () => {
  it('emits the entry, a lazy chunk, the image and the page', async () => {
    const build = await buildExampleOnce('public-path');
    expect(build.files).toEqual(['chart.js', 'images/logo.svg', 'index.html', 'main.js']);
    expect(build.stats.compilation.outputOptions.publicPath).toBe('auto');
    expect(await build.read('index.html')).toContain('<script defer src=main.js></script>');
  });

  it("publicPath 'auto' follows wherever main.js was loaded from", async () => {
    const build = await buildExampleOnce('public-path');
    for (const prefix of ['', 'static/', 'releases/2024-06/']) {
      const page = await loadAndClick(build, prefix);
      expect(page.logs).toEqual([`logo: http://localhost/${prefix}images/logo.svg`, 'chart loaded']);
      expect(page.document.requestedScripts).toEqual([`http://localhost/${prefix}chart.js`]);
      expect(page.document.querySelector('img')?.src).toBe(`http://localhost/${prefix}images/logo.svg`);
      expect(page.document.querySelector('.chart')?.textContent).toBe('▁▃▅▇ sales are up');
    }
  });

  it('--env publicPath=... fixes the URL at build time', async () => {
    const build = await buildExample('public-path', { env: { publicPath: 'https://cdn.example.com/app/' } });
    expect(build.stats.compilation.outputOptions.publicPath).toBe('https://cdn.example.com/app/');
    expect(await build.read('index.html')).toContain('<script defer src=https://cdn.example.com/app/main.js></script>');
    // main.js itself is served from the site, everything it loads comes from the CDN
    const page = await loadAndClick(build, 'app/');
    expect(page.logs).toEqual(['logo: https://cdn.example.com/app/images/logo.svg', 'chart loaded']);
    expect(page.document.requestedScripts).toEqual(['https://cdn.example.com/app/chart.js']);
  });

  it('__webpack_public_path__ set at run time wins over both', async () => {
    const build = await buildExampleOnce('public-path');
    const page = await loadAndClick(build, 'v2/', (context) => {
      context.ASSET_BASE_URL = 'https://static.example.org/v2/';
    });
    expect(page.logs).toEqual(['logo: https://static.example.org/v2/images/logo.svg', 'chart loaded']);
    expect(page.document.requestedScripts).toEqual(['https://static.example.org/v2/chart.js']);
  });
});
