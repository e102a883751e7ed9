/**
 * The layout gate's measurement, run inside the page (`page.evaluate(measureLayout, options)`)
 * once per width and theme of the one load every page gets (tests/e2e/every-page.test.ts). It
 * reads the laid-out document in one walk and writes nothing but the theme (and ends running
 * CSS transitions, so it sees the settled layout):
 * - the document is no wider than the viewport (nothing scrolls sideways);
 * - no element reaches past the viewport's edges unless it sits in a scroll container (a code
 *   block, a wide table's wrapper), where the reader can scroll it;
 * - no text is cut by `overflow: hidden` (or `clip`) without an ellipsis;
 * - on a phone, the fixed and sticky chrome together cover at most a fifth of the viewport;
 * - no code text shows under a code block's copy button (drawn over the block's top right): the
 *   text's boxes, cut to the part of its scroll box that shows, miss the button's box.
 * Visually hidden text (a 1 px clipped box), `display: none`, code tokens inside `pre` and SVG
 * internals are not walked. The function is self-contained: the browser gets its source.
 */

/** What to measure. */
export interface LayoutOptions {
  /** The theme to show first, set on `<html>` as the theme button does (src/app/Layout/theme.ts). */
  theme: 'light' | 'dark';
  /** Whether to check the fixed and sticky chrome (phone viewports). */
  chrome: boolean;
  /** Largest share of the viewport's area the fixed and sticky chrome may cover. */
  maxChromeShare: number;
}

/** One problem, with a short description of the element. */
export type LayoutProblem = string;

/** Viewport widths and heights of the layout gate; the phones are a 390 x 844 screen and the narrowest common one. */
export const LAYOUT_VIEWPORTS = [
  { width: 1280, height: 900, chrome: false },
  { width: 1680, height: 1050, chrome: false },
  { width: 768, height: 1024, chrome: false },
  { width: 390, height: 844, chrome: true },
  { width: 320, height: 640, chrome: true },
] as const;

/** The chrome rule: fixed and sticky elements together cover at most this share of a phone's viewport. */
export const MAX_CHROME_SHARE = 0.2;

/** Measures the laid-out page; returns one line per problem. Runs in the browser. */
export function measureLayout(options: LayoutOptions): LayoutProblem[] {
  const root = document.documentElement;
  root.setAttribute('data-theme', options.theme);
  root.classList.remove('light', 'dark');
  root.classList.add(options.theme);
  // Measure the settled layout: a transition still running (the drawer sliding shut after the
  // resize to a phone width, colours fading after the theme switch) jumps to its end state.
  for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  const vw = root.clientWidth;
  const vh = window.innerHeight;
  const problems: LayoutProblem[] = [];
  const describe = (el: Element): string => {
    const id = el.id === '' ? '' : `#${el.id}`;
    const cls = typeof el.className === 'string' && el.className.trim() !== '' ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${id}${cls}${text === '' ? '' : ` "${text}"`}`;
  };
  if (root.scrollWidth > vw) problems.push(`the document is ${root.scrollWidth} px wide`);
  let chrome = 0;
  const walk = (el: Element, inScroller: boolean, inChrome: boolean): void => {
    const style = getComputedStyle(el);
    if (style.display === 'none') return;
    const box = style.display === 'contents' ? null : el.getBoundingClientRect();
    const hidden = style.visibility === 'hidden' || (box !== null && box.width <= 1 && box.height <= 1) || style.clip !== 'auto';
    if (box !== null && !hidden && box.width > 0) {
      if (!inScroller && (box.right > vw + 1 || box.left < -1) && style.position !== 'fixed') {
        problems.push(`${describe(el)} reaches ${Math.round(box.left)}..${Math.round(box.right)} px of ${vw}`);
      }
      const clips = (style.overflowX === 'hidden' || style.overflowX === 'clip') && style.textOverflow !== 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim() !== '') {
        problems.push(`${describe(el)} cuts its text: ${el.scrollWidth} px of content in ${el.clientWidth} px, no ellipsis`);
      }
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (clipsY && el.scrollHeight > el.clientHeight + 1 && el.clientHeight > 0 && (el.textContent ?? '').trim() !== '') {
        problems.push(`${describe(el)} cuts its text: ${el.scrollHeight} px of content in ${el.clientHeight} px high`);
      }
      if (options.chrome && !inChrome && (style.position === 'fixed' || style.position === 'sticky')) {
        const width = Math.max(0, Math.min(box.right, vw) - Math.max(box.left, 0));
        const height = Math.max(0, Math.min(box.bottom, vh) - Math.max(box.top, 0));
        const share = (width * height) / (vw * vh);
        if (share > 0) {
          chrome += share;
          inChrome = true;
          problems.push(`chrome: ${describe(el)} ${Math.round(height)} px high`);
        }
      }
    }
    if (hidden || el.tagName === 'PRE' || el.namespaceURI === 'http://www.w3.org/2000/svg') return;
    // A fixed element's inside is the viewport's business (a drawer slid off screen is closed, not too wide).
    const scroller = inScroller || style.overflowX === 'auto' || style.overflowX === 'scroll' || style.position === 'fixed';
    for (const child of el.children) walk(child, scroller, inChrome);
  };
  walk(document.body, false, false);
  for (const button of document.querySelectorAll('figure.code-block > button')) {
    const b = button.getBoundingClientRect();
    const pre = button.parentElement?.querySelector('pre');
    if (pre == null || b.width === 0) continue;
    // The part of the scroll box that shows (its padding box without scroll bars).
    const p = pre.getBoundingClientRect();
    const left = p.left + pre.clientLeft;
    const top = p.top + pre.clientTop;
    const right = left + pre.clientWidth;
    const bottom = top + pre.clientHeight;
    const texts = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let under = '';
    for (let node = texts.nextNode(); node !== null && under === ''; node = texts.nextNode()) {
      if ((node.textContent ?? '').trim() === '') continue;
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()];
      // Lines run down the block: text below the button ends the search.
      if (rects.every((r) => r.top >= b.bottom)) break;
      const hit = rects.some((r) => Math.max(r.left, left, b.left) < Math.min(r.right, right, b.right) && Math.max(r.top, top, b.top) < Math.min(r.bottom, bottom, b.bottom));
      if (hit) under = (node.textContent ?? '').trim().slice(0, 40);
    }
    if (under !== '') problems.push(`${describe(button)} covers the code text "${under}"`);
  }
  const chromeLines = problems.filter((p) => p.startsWith('chrome: '));
  const rest = problems.filter((p) => !p.startsWith('chrome: '));
  if (chrome > options.maxChromeShare) rest.push(`fixed and sticky chrome covers ${Math.round(chrome * 100)}% of the ${vw}x${vh} viewport (${chromeLines.map((l) => l.slice(8)).join('; ')})`);
  return rest;
}
