/**
 * Specimens of content: from every page, the top-level blocks of its body that show an element
 * kind (tag plus classes) not seen on an earlier page. Put together on one page they show every
 * kind of content the site has, so rules that depend on styles and layout (colour contrast,
 * links told apart from text, target size, scrolling regions) can be checked once per theme
 * and width instead of once per page, while the per-page pass keeps the structural rules.
 */
import type { Page } from 'playwright-core';

/** One block taken from a page body. */
export interface Specimen {
  /** The page it comes from. */
  from: string;
  /** Its HTML. */
  html: string;
}

/** Adds to `specimens` the blocks of the loaded page's body that show kinds not in `seen` (updated). */
export async function collectSpecimens(page: Page, url: string, seen: Set<string>, specimens: Specimen[]): Promise<void> {
  const found = await page.evaluate((known) => {
    const have = new Set(known);
    const body = document.querySelector('[data-page-body]');
    if (body === null) return [];
    const kindOf = (el: Element): string =>
      `${el.tagName.toLowerCase()}${[...el.classList].filter((c) => !c.startsWith('sh-')).sort().map((c) => `.${c}`).join('')}`;
    // Smallest first, so a kind is shown by the lightest block that has it.
    const blocks = [...body.children].sort((a, b) => a.outerHTML.length - b.outerHTML.length);
    const out: Array<{ html: string; kinds: string[] }> = [];
    for (const block of blocks) {
      const fresh = [...new Set([block, ...block.querySelectorAll('*')].map(kindOf))].filter((k) => !have.has(k));
      if (fresh.length === 0) continue;
      for (const k of fresh) have.add(k);
      // A scroll box is a tab stop as built; the page's script took out those that fit at this
      // page's width (scrollBoxes.ts), and the specimen page shows them at another.
      const copy = block.cloneNode(true) as Element;
      const boxes = '.table-wrap, .diagram-scroll, figure.code-block > pre';
      for (const box of [...(copy.matches(boxes) ? [copy] : []), ...copy.querySelectorAll(boxes)]) box.setAttribute('tabindex', '0');
      out.push({ html: copy.outerHTML, kinds: fresh });
    }
    return out;
  }, [...seen]);
  for (const block of found) {
    // Two pages loaded side by side may both bring a kind; keep the block only if it still adds one.
    if (block.kinds.every((k) => seen.has(k))) continue;
    for (const k of block.kinds) seen.add(k);
    specimens.push({ from: url, html: block.html });
  }
}

/**
 * Appends the specimens to the loaded page's body inside `#<id>`, each in a wrapper naming its
 * page, with ids renamed (and references to them) so blocks never collide with the page or
 * with each other.
 */
export async function showSpecimens(page: Page, specimens: readonly Specimen[], id: string): Promise<void> {
  await page.evaluate(
    ({ blocks, hostId }) => {
      const host = document.createElement('div');
      host.id = hostId;
      blocks.forEach((block, i) => {
        const wrapper = document.createElement('div');
        wrapper.dataset['specimenFrom'] = block.from;
        wrapper.innerHTML = block.html;
        const rename = (value: string): string => `gs${i}-${value}`;
        const ids = new Set([...wrapper.querySelectorAll('[id]')].map((el) => el.id));
        for (const el of wrapper.querySelectorAll('[id]')) el.id = rename(el.id);
        for (const el of wrapper.querySelectorAll('[aria-labelledby], [aria-describedby], label[for]')) {
          for (const attr of ['aria-labelledby', 'aria-describedby', 'for']) {
            const value = el.getAttribute(attr);
            if (value !== null) el.setAttribute(attr, value.split(/\s+/).map((v) => (ids.has(v) ? rename(v) : v)).join(' '));
          }
        }
        for (const a of wrapper.querySelectorAll('a[href^="#"]')) {
          const target = (a.getAttribute('href') ?? '').slice(1);
          if (ids.has(target)) a.setAttribute('href', `#${rename(target)}`);
        }
        host.append(wrapper);
      });
      document.querySelector('[data-page-body]')?.append(host);
    },
    { blocks: specimens.map((s) => ({ from: s.from, html: s.html })), hostId: id },
  );
}

/** The page a specimen element came from, by the selector axe reported for it. */
export async function specimenSource(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    try {
      return document.querySelector(sel)?.closest<HTMLElement>('[data-specimen-from]')?.dataset['specimenFrom'] ?? '?';
    } catch {
      return '?';
    }
  }, selector);
}
