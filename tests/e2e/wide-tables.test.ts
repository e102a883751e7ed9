/**
 * Wide tables of the built site (`dist/`) on a phone: a table of five columns or more keeps its
 * first column (the rows' names) in view while the others scroll under it, drawn over them; a
 * narrower table scrolls whole. A long code value breaks after its separators so the column that
 * explains it stays on screen; every scroll box is a group named after its table, without
 * JavaScript too; the scroll shade is a shadow in the dark theme, not a band of light.
 */
import { describe, expect, it } from 'vitest';
import { harnessForFile } from './harness.ts';

const site = harnessForFile(process.env['GATES_SITE'] ?? 'dist');

describe('wide tables', () => {
  it("keep the comparison's row names in view while its columns scroll, at 390 px", async () => {
    const h = site.current;
    const { page, context } = await h.open({ viewport: { width: 390, height: 844 } });
    await page.goto(`${h.base}/comparison/`);
    const seen = await page.$eval('[data-page-body] .table-wrap', (wrap) => {
      wrap.scrollIntoView();
      wrap.scrollLeft = 400;
      const first = wrap.querySelector('tbody td');
      const second = wrap.querySelector('tbody td:nth-child(2)');
      const box = wrap.getBoundingClientRect();
      return {
        scrolled: wrap.scrollLeft > 0,
        pinned: first !== null && Math.abs(first.getBoundingClientRect().left - box.left) <= 1,
        name: first?.textContent,
        covers: first !== null && getComputedStyle(first).backgroundColor !== 'rgba(0, 0, 0, 0)',
        scrollsUnder: second !== null && second.getBoundingClientRect().left < box.left + (first?.getBoundingClientRect().width ?? 0),
      };
    });
    expect(seen).toEqual({ scrolled: true, pinned: true, name: 'Written in', covers: true, scrollsUnder: true });
    await context.close();
  });

  it('leave a table of fewer columns to scroll whole', async () => {
    const h = site.current;
    const { page, context } = await h.open({ viewport: { width: 390, height: 844 } });
    await page.goto(`${h.base}/configuration/devtool/`);
    const positions = await page.$$eval('[data-page-body] table', (tables) =>
      tables.filter((t) => (t.querySelector('tr')?.children.length ?? 0) < 5).map((t) => getComputedStyle(t.querySelector('tr > :first-child') ?? t).position),
    );
    expect(positions.length).toBeGreaterThan(0);
    expect(new Set(positions)).toEqual(new Set(['static']));
    await context.close();
  });

  it("keep the explanation of output.publicPath's values on screen at 320 px: the long URL breaks", async () => {
    const h = site.current;
    const { page, context } = await h.open({ viewport: { width: 320, height: 640 }, javaScript: false });
    await page.goto(`${h.base}/configuration/output/`);
    const seen = await page.$eval('[data-page-body] #outputpublicpath ~ .table-wrap', (wrap) => {
      const box = wrap.getBoundingClientRect();
      const url = [...wrap.querySelectorAll('td:first-child code')].find((c) => c.textContent === "'https://cdn.example.com/app/'");
      const meaning = wrap.querySelector('tbody td:nth-child(2)')?.getBoundingClientRect();
      return {
        fits: wrap.scrollWidth <= wrap.clientWidth + 1,
        urlBreaks: url !== undefined && new Set([...url.getClientRects()].map((r) => Math.round(r.top))).size > 1,
        meaningShown: meaning === undefined ? 0 : Math.round(Math.min(meaning.right, box.right) - meaning.left),
      };
    });
    expect(seen.fits).toBe(true);
    expect(seen.urlBreaks).toBe(true);
    // At least half the box is left to the prose (it had none at all when the URL set the first column).
    expect(seen.meaningShown).toBeGreaterThan(144);
    await context.close();
  });

  it('keep the long URL whole on a wide screen, which has the room', async () => {
    const h = site.current;
    const { page, context } = await h.open({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${h.base}/configuration/output/`);
    const lines = await page.$eval('[data-page-body] #outputpublicpath ~ .table-wrap', (wrap) => {
      const url = [...wrap.querySelectorAll('td:first-child code')].find((c) => c.textContent === "'https://cdn.example.com/app/'");
      return url === undefined ? 0 : new Set([...url.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await context.close();
  });

  it('name every scroll box after its table, a group and a tab stop without JavaScript, no two alike', async () => {
    const h = site.current;
    const { page, context } = await h.open({ viewport: { width: 390, height: 844 }, javaScript: false });
    for (const path of ['/configuration/output/', '/comparison/']) {
      await page.goto(`${h.base}${path}`);
      const boxes = await page.$$eval('[data-page-body] .table-wrap', (wraps) => wraps.map((w) => ({ role: w.getAttribute('role'), tabindex: w.getAttribute('tabindex'), label: w.getAttribute('aria-label') ?? '' })));
      expect(boxes.length, path).toBeGreaterThan(0);
      for (const box of boxes) expect({ role: box.role, tabindex: box.tabindex, named: box.label.trim() !== '' }, path).toEqual({ role: 'group', tabindex: '0', named: true });
      expect(new Set(boxes.map((b) => b.label)).size, path).toBe(boxes.length);
    }
    expect(await page.$$eval('[data-page-body] .table-wrap', (wraps) => wraps[0]?.getAttribute('aria-label'))).toBe('At a glance');
    await page.goto(`${h.base}/configuration/output/`);
    expect(await page.$eval('[data-page-body] #outputpublicpath ~ .table-wrap', (wrap) => wrap.getAttribute('aria-label'))).toBe('output.publicPath');
    await context.close();
  });

  it('draw the scroll shade darker than the page in the dark theme, as in the light one', async () => {
    const h = site.current;
    for (const theme of ['light', 'dark']) {
      const { page, context } = await h.open({ viewport: { width: 390, height: 844 } });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`${h.base}/configuration/output/`);
      await page.waitForSelector(`html[data-theme="${theme}"]`);
      const [shade, page_] = await page.$eval('[data-page-body] .table-wrap', (wrap) => {
        const probe = document.createElement('div');
        wrap.append(probe);
        const colour = (value: string): number[] => {
          probe.style.background = value;
          return (getComputedStyle(probe).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
        };
        const out = [colour('var(--wp-scroll-shade)'), colour('var(--wp-color-bg)')];
        probe.remove();
        return out;
      });
      // Relative luminance of the shade laid over the page's colour, against the page's own.
      const [r = 0, g = 0, b = 0, alpha = 1] = shade ?? [];
      const over = [r, g, b].map((c, i) => c * alpha + (page_?.[i] ?? 0) * (1 - alpha));
      const light = (rgb: number[]): number => rgb.reduce((sum, c, i) => sum + [0.2126, 0.7152, 0.0722][i]! * ((c / 255) <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4), 0);
      expect(light(over), theme).toBeLessThan(light(page_ ?? []));
      await context.close();
    }
  });
});
