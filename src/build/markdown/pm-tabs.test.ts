/** Install-command tabs through the real renderer: the markup the tabs' script, CSS and the markdown converter rely on. */
import { parseFragment, type DefaultTreeAdapterTypes as T } from 'parse5';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '../content/frontmatter.ts';
import { createSiteHighlighter } from './highlight.ts';
import { createRenderer, type RenderInput, type RenderOutput } from './render.ts';

let render: (input: RenderInput) => RenderOutput;

beforeAll(async () => {
  render = createRenderer({ highlighter: await createSiteHighlighter(), readFile: () => '' });
});

type El = T.Element;
const attr = (el: El, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;
function all(node: T.ParentNode, test: (el: El) => boolean): El[] {
  const out: El[] = [];
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    if (test(child)) out.push(child);
    out.push(...all(child, test));
  }
  return out;
}
const text = (node: T.Node): string => ('value' in node ? node.value : 'childNodes' in node ? node.childNodes.map(text).join('') : '');

const FENCE = 'Install:\n\n```bash npm2yarn\nnpm install --save-dev webpack\nnpx webpack\n```\n\n```bash npm2yarn\nnpm start\n```';

describe('npm2yarn fences', () => {
  it('become tab groups with one labelled panel per manager, each an ordinary code block', () => {
    const out = render({ file: 'content/x.md', markdown: FENCE, lineOffset: 0 });
    const doc = parseFragment(out.html);
    const groups = all(doc, (el) => attr(el, 'data-pm-tabs') !== undefined);
    expect(groups).toHaveLength(2);
    const [first] = groups;
    if (first === undefined) throw new Error('no group');
    const tabs = all(first, (el) => attr(el, 'role') === 'tab');
    const panels = all(first, (el) => attr(el, 'data-pm') !== undefined);
    expect(tabs.map((t) => [text(t), attr(t, 'aria-selected'), attr(t, 'tabindex')])).toEqual([
      ['npm', 'true', '0'],
      ['Yarn', 'false', '-1'],
      ['pnpm', 'false', '-1'],
      ['Bun', 'false', '-1'],
    ]);
    expect(panels.map((p) => attr(p, 'data-pm'))).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    for (const [i, panel] of panels.entries()) {
      const tab = tabs[i];
      if (tab === undefined) throw new Error('no tab');
      expect(attr(panel, 'role')).toBe('tabpanel');
      expect(attr(panel, 'aria-labelledby')).toBe(attr(tab, 'id'));
      expect(attr(tab, 'aria-controls')).toBe(attr(panel, 'id'));
      expect(all(panel, (el) => attr(el, 'data-pm-label') !== undefined).map(text)).toEqual([text(tab)]);
      // Highlighted like any bash fence: a figure.code-block around Shiki's pre.
      expect(all(panel, (el) => el.tagName === 'figure' && attr(el, 'class') === 'code-block')).toHaveLength(1);
      expect(all(panel, (el) => el.tagName === 'pre' && (attr(el, 'class') ?? '').includes('shiki'))).toHaveLength(1);
    }
    expect(panels.map((p) => text(all(p, (el) => el.tagName === 'pre')[0] ?? p))).toEqual([
      'npm install --save-dev webpack\nnpx webpack',
      'yarn add -D webpack\nyarn webpack',
      'pnpm add -D webpack\npnpm exec webpack',
      'bun add -d webpack\nbunx webpack',
    ]);
    expect(all(first, (el) => attr(el, 'role') === 'tablist').map((el) => attr(el, 'class'))).toEqual(['pm-tablist js-only']);
    // Ids unique across the page's groups; search reads the npm commands once.
    const ids = all(doc, (el) => attr(el, 'id') !== undefined).map((el) => attr(el, 'id'));
    expect(new Set(ids).size).toBe(ids.length);
    expect(out.sections.map((s) => s.text).join(' ')).not.toMatch(/yarn|pnpm|bun/);
  });

  it('fails the build at the fence line on an npm command without a translation', () => {
    const bad = () => render({ file: 'content/x.md', markdown: 'a\n\n```bash npm2yarn\nnpm view webpack\n```', lineOffset: 4 });
    expect(bad).toThrow(ContentError);
    expect(bad).toThrow(/content\/x\.md:7.*npm2yarn: no yarn translation for "npm view webpack"/);
  });

  it('leaves a third-party README fence marked npm2yarn as one code block', () => {
    const out = render({ file: 'content/_x.md', markdown: '```bash npm2yarn\nnpm view x\n```', lineOffset: 0, readme: { repository: { slug: 'x/x', directory: '' }, packagePages: new Map() } });
    expect(out.html).not.toContain('data-pm');
    expect(text(parseFragment(out.html))).toBe('npm view x');
  });
});
