/**
 * The page serializer (to-html.ts) against hast-util-to-html with its default options, which it
 * replaces: trees with each rule it keeps, then 400 random trees from a fixed seed, built from
 * the kinds of node, tag, property and text those rules tell apart.
 */
import type { Element, ElementContent, Nodes, Properties, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { toSiteHtml } from './to-html.ts';

/** An element; `properties` loosely typed, since hast's own type knows what each named property should hold and these break that on purpose. */
const el = (tagName: string, properties: Record<string, unknown> = {}, children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties: properties as Properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });
const root = (...children: Root['children']): Root => ({ type: 'root', children });

/** Both serializers' output for `tree`. */
function both(tree: Nodes): [string, string] {
  return [toSiteHtml(tree), toHtml(tree)];
}

describe('toSiteHtml', () => {
  const cases: Array<[string, Nodes]> = [
    ['escaped text, but not in script or style', root(el('p', {}, [text('a < b && c > d "q" \'s\'')]), el('script', {}, [text('if (a < b && c) {}')]), el('style', {}, [text('a > b { content: "&" }')]))],
    ['void elements, with or without attributes', root(el('br'), el('img', { src: 'a.png', alt: 'A "quoted" & <odd> alt' }), el('hr', {}, [text('content makes it close')]), el('BR'))],
    ['booleans and overloaded booleans', root(el('input', { disabled: true, checked: false, readOnly: '', required: 'required', hidden: 'until-found' }), el('a', { download: true }), el('a', { download: '' }), el('a', { download: 'file.txt' }), el('a', { download: false }))],
    ['numbers, NaN, null and undefined', root(el('td', { colSpan: 2, tabIndex: 0, rowSpan: Number.NaN, title: null, lang: undefined, width: 1.5 }))],
    ['space- and comma-separated lists', root(el('div', { className: ['a', 'b', ''] }), el('input', { accept: ['.js', '.ts'] }), el('input', { accept: ['.js', ''] }), el('div', { className: [] }))],
    ['data and aria attributes, and names to escape', root(el('figure', { dataLang: 'js', dataMeta: '{"a":1}', ariaLabel: 'Copy `code`', ariaHidden: 'true', 'data-x"y': 'v', 'weird name': 'v' }))],
    ['every character an attribute value escapes', root(el('span', { title: '\0 " & \' ` < > =' }))],
    [
      'SVG: case kept, nothing self-closed, HTML again inside its integration points',
      root(el('svg', { viewBox: '0 0 10 10', xmlns: 'http://www.w3.org/2000/svg', ariaHidden: 'true', xLinkHref: '#a', strokeWidth: 2 }, [el('path', { d: 'M0 0L10 10', fillRule: 'evenodd' }), el('title', { className: ['t'] }, [text('A & B')]), el('foreignObject', {}, [el('div', { className: ['x'], hidden: true }, [el('br')])]), el('g', {}, [el('circle', { cx: 1, cy: 1, r: 1 })])]), el('img', { src: 'after.svg' })),
    ],
    ['a template and its content', root({ ...el('template', { id: 't' }), content: root(el('p', {}, [text('in <template>')])) }, el('template'))],
    ['raw nodes as text', root(el('div', {}, [{ type: 'raw', value: '<b>not bold</b> & more' }]), el('script', {}, [{ type: 'raw', value: 'a < b' }]))],
    ['comments, escaped where they would end early', root({ type: 'comment', value: ' plain ' }, { type: 'comment', value: '>starts' }, { type: 'comment', value: '->starts' }, { type: 'comment', value: 'in <!-- the --> middle --!> end <!-' })],
    ['a doctype', root({ type: 'doctype' }, el('html', { lang: 'en' }, [el('head'), el('body')]))],
    ['a bare element and a bare text', el('p', {}, [text('x & y')])],
    ['astral characters and controls left as they are', root(el('p', { title: '😀 \u0001 \u00a0' }, [text('😀 \u0001 \u00a0 \ud800')]))],
  ];
  for (const [name, tree] of cases) {
    it(`writes what hast-util-to-html writes: ${name}`, () => {
      const [mine, theirs] = both(tree);
      expect(mine).toBe(theirs);
    });
  }

  it('fails on a node it does not know', () => {
    expect(() => toSiteHtml({ type: 'mystery' } as unknown as Nodes)).toThrow('Cannot compile unknown node `mystery`');
  });

  it('writes what hast-util-to-html writes for 400 random trees', () => {
    let seed = 22;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const tags = ['div', 'p', 'span', 'a', 'br', 'img', 'input', 'svg', 'path', 'title', 'foreignObject', 'g', 'script', 'style', 'template', 'code', 'pre', 'td', 'Img'];
    const keys = ['className', 'id', 'href', 'hidden', 'download', 'disabled', 'dataLines', 'ariaLabel', 'viewBox', 'strokeWidth', 'tabIndex', 'accept', 'colSpan', 'title', 'xLinkHref', 'fillRule'];
    const values: unknown[] = [true, false, '', 'x', 'a "b" & c', 0, 3, Number.NaN, ['a', 'b'], ['x', ''], null, undefined, 'hidden', 'download', '`\'<>'];
    const texts = ['plain', 'a < b', '&amp; & ;', '"quotes" \'s\'', '', ' ', '-->', '😀'];
    const node = (depth: number): ElementContent => {
      const kind = random();
      if (depth > 3 || kind < 0.3) return text(pick(texts));
      if (kind < 0.35) return { type: 'comment', value: pick(texts) };
      if (kind < 0.38) return { type: 'raw', value: pick(texts) };
      const properties: Record<string, unknown> = {};
      for (let i = Math.floor(random() * 4); i > 0; i -= 1) properties[pick(keys)] = pick(values);
      const children: ElementContent[] = [];
      for (let i = Math.floor(random() * 4); i > 0; i -= 1) children.push(node(depth + 1));
      const element = el(pick(tags), properties, children);
      return element.tagName === 'template' && random() < 0.5 ? { ...element, content: root(node(depth + 1)) } : element;
    };
    for (let i = 0; i < 400; i += 1) {
      const tree = root(node(0), node(0));
      const [mine, theirs] = both(tree);
      expect(mine, JSON.stringify(tree)).toBe(theirs);
    }
  });
});
