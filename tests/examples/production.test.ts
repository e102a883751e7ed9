import { describe, expect, it } from 'vitest';
import { buildExample } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

const receipt = ['Espresso    2.50', 'Croissant   3.20', 'Total       5.70'].join('\n');

describe('production example (webpack-merge: common, dev and prod configs)', () => {
  it('production build: minified JS and CSS, separate source maps, no development-only code', async () => {
    const build = await buildExample('production', { configFile: 'webpack.prod.js' });
    expect(build.files).toEqual(['index.html', 'main.css', 'main.css.map', 'main.js', 'main.js.map']);
    expect(build.stats.compilation.options.mode).toBe('production');
    expect(build.stats.hasWarnings()).toBe(false);

    const js = await build.read('main.js');
    // process.env.NODE_ENV was replaced with "production" and the dead branch removed
    expect(js).not.toContain('price checks are on');
    expect(js).not.toContain('NODE_ENV');
    expect(js.trimEnd().endsWith('//# sourceMappingURL=main.js.map')).toBe(true);
    expect(js.split('\n')).toHaveLength(2); // one minified line plus the source map comment

    const css = await build.read('main.css');
    expect(css).toContain('.receipt{');
    expect(css).not.toContain('Comments and whitespace');
    expect(css).toContain('/*# sourceMappingURL=main.css.map*/');

    const map = JSON.parse(await build.read('main.js.map')) as { sources: string[] };
    expect(map.sources.some((s) => s.endsWith('src/receipt.js'))).toBe(true);

    const html = await build.read('index.html');
    expect(html).toContain('<script defer src=main.js></script>');
    expect(html).toContain('<link href=main.css rel=stylesheet>');

    const page = createBrowserSandbox(build);
    await page.runScript('main.js');
    expect(page.document.querySelector('.receipt')?.textContent).toBe(receipt);
    expect(page.logs).toEqual([]);
  });

  it('development build: styles injected by style-loader, development-only code kept', async () => {
    const build = await buildExample('production', { configFile: 'webpack.dev.js' });
    expect(build.files).toEqual(['index.html', 'main.js']);
    expect(build.stats.compilation.options.mode).toBe('development');
    expect(build.stats.compilation.options.devtool).toBe('eval-source-map');

    const page = createBrowserSandbox(build);
    await page.runScript('main.js');
    expect(page.logs).toEqual(['Development build: price checks are on']);
    expect(page.document.querySelector('.receipt')?.textContent).toBe(receipt);
    expect(page.document.head.querySelector('style')?.textContent).toContain('.receipt');
  });
});
