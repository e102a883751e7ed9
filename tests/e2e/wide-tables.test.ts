/**
 * Wide tables of the built site (`dist/`) on a phone: a table of five columns or more keeps its
 * first column (the rows' names) in view while the others scroll under it, drawn over them; a
 * narrower table scrolls whole.
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
});
