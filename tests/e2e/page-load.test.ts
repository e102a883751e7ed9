/**
 * The article body at load (issue 22): it is build-time HTML, painted before any script runs,
 * and hydration must leave it alone. One load of the fixture's long page with code blocks
 * (`/concepts/code-blocks/`, from the fixture build `npm test` makes in `.cache/fixture-dist`, or
 * E2E_FIXTURE_DIR): every node the parser made in the body is still the same node, in the same
 * place, once the page has hydrated and its copy buttons are in; nothing in it was removed or
 * rewritten; the only nodes added are the copy buttons; and React holds none of its nodes (no
 * fiber or props on them: the body is the `innerHTML` of one element React renders, never
 * React's own children). The same check then sees a body written again, so it can fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration } from '../../src/build/gates/browser.ts';
import { FIXTURE_DIR } from './chrome-helpers.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(FIXTURE_DIR);
});
afterAll(async () => {
  await h.close();
});

/** What became of the body since the parser finished it. Runs in the page. */
function bodySince(): { sameBody: boolean; moved: number; kept: number; removed: number; textChanges: number; added: string[]; reactNodes: string[] } {
  const w = window as unknown as { __body: { root: Element; nodes: Array<[Node, Node | null]>; removed: number; textChanges: number; added: Node[] } };
  const { root, nodes, removed, textChanges, added } = w.__body;
  const now = document.querySelector('[data-page-body]');
  const moved = nodes.filter(([node, parent]) => !node.isConnected || node.parentNode !== parent).length;
  const name = (n: Node): string => (n instanceof Element ? `${n.tagName.toLowerCase()}${n.hasAttribute('data-copy-code') ? '[data-copy-code]' : ''}` : n.nodeName);
  const reactNodes = [...(now?.querySelectorAll('*') ?? [])].filter((el) => Object.keys(el).some((k) => k.startsWith('__react'))).map(name);
  return { sameBody: now === root, moved, kept: nodes.length - moved, removed, textChanges, added: [...new Set(added.map(name))], reactNodes };
}

describe('the article body at load', () => {
  it('keeps its nodes across hydration, is not React-managed, and gains only the copy buttons', async () => {
    const { page, problems } = await h.open();
    await page.addInitScript(() => {
      const state = { root: null as Element | null, nodes: [] as Array<[Node, Node | null]>, removed: 0, textChanges: 0, added: [] as Node[] };
      Object.assign(window, { __body: state });
      const inBody = (n: Node): boolean => state.root !== null && state.root.contains(n);
      // Mutations inside the body once the parser is done (scripts start after 'interactive').
      const watch = new MutationObserver((records) => {
        for (const r of records) {
          if (!inBody(r.target)) continue;
          if (r.type === 'characterData') state.textChanges += 1;
          state.removed += r.removedNodes.length;
          for (const n of r.addedNodes) if (!(n.parentNode instanceof Element && n.parentNode.closest('button[data-copy-code]') !== null)) state.added.push(n);
        }
      });
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        state.root = document.querySelector('[data-page-body]');
        if (state.root === null) return;
        const walker = document.createTreeWalker(state.root);
        for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) state.nodes.push([n, n.parentNode]);
        watch.observe(state.root, { childList: true, subtree: true, characterData: true });
      });
    });
    await page.goto(`${h.base}/concepts/code-blocks/`);
    await waitForHydration(page);
    // The copy buttons come at idle, a few blocks per task: wait for the last block's.
    const blocks = await page.locator('[data-page-body] figure.code-block').count();
    expect(blocks).toBeGreaterThanOrEqual(3);
    await page.waitForFunction((n) => document.querySelectorAll('[data-page-body] figure.code-block > button[data-copy-code]').length === n, blocks);

    const after = await page.evaluate(bodySince);
    expect(after.kept).toBeGreaterThan(100);
    expect(after).toEqual({ sameBody: true, moved: 0, kept: after.kept, removed: 0, textChanges: 0, added: ['button[data-copy-code]'], reactNodes: [] });
    expect(problems).toEqual([]);

    // The check sees a body written again (what a re-render by React would do).
    const rewritten = await page.evaluate(() => {
      const body = document.querySelector('[data-page-body]');
      if (body !== null) body.innerHTML = `${body.innerHTML}`;
    }).then(() => page.evaluate(bodySince));
    expect(rewritten.kept).toBe(0);
    expect(rewritten.removed).toBeGreaterThan(10);
  }, 60_000);
});
