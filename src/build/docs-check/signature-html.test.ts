import type { ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { followingElements, rehypePage, type PageCollect } from '../markdown/rehype-page.ts';
import { handWrittenLines, optionSignatureAnnotator, signatureElement } from './signature-html.ts';
import type { OptionSignature } from './schema-type.ts';

const p = (...children: ElementContent[]): ElementContent => ({ type: 'element', tagName: 'p', properties: {}, children });
const li = (value: string): ElementContent => ({ type: 'element', tagName: 'li', properties: {}, children: [{ type: 'text', value }] });
const t = (value: string): ElementContent => ({ type: 'text', value });
const nl = t('\n');
const html = (signature: OptionSignature, following: ElementContent[]): string => {
  const element = signatureElement(signature, handWrittenLines(following));
  return element === undefined ? '' : toHtml(element);
};

const full: OptionSignature = { type: 'boolean', production: 'true', development: 'false', since: '5.20' };

describe('hand-written Type and Default lines under an option heading', () => {
  it('reads a Type paragraph, a Default in it or in the next paragraph, and list items', () => {
    expect(handWrittenLines([nl, p(t('Type: '), { type: 'element', tagName: 'code', properties: {}, children: [t('boolean')] }), nl, p(t('Prose.'))])).toEqual({ type: true, default: false });
    expect(handWrittenLines([p(t('Type: `boolean`. Default: `true`.'))])).toEqual({ type: true, default: true });
    expect(handWrittenLines([p(t('Type: x')), nl, p(t('Default: y'))])).toEqual({ type: true, default: true });
    expect(handWrittenLines([p(t('Default: y'))])).toEqual({ type: false, default: true });
    expect(handWrittenLines([{ type: 'element', tagName: 'ul', properties: {}, children: [nl, li('Type: x'), nl, li('Default: y')] }])).toEqual({ type: true, default: true });
  });

  it('ignores prose, a Default paragraph after prose and a Type line further down', () => {
    expect(handWrittenLines([p(t('Sets the type. Type: x'))])).toEqual({ type: false, default: false });
    expect(handWrittenLines([p(t('Prose.')), p(t('Type: x')), p(t('Default: y'))])).toEqual({ type: false, default: false });
    expect(handWrittenLines([p(t('Type: x')), p(t('Prose.')), p(t('Default: y'))])).toEqual({ type: true, default: false });
    expect(handWrittenLines([])).toEqual({ type: false, default: false });
  });

  it('leaves out what the page gives, keeps the rest and renders nothing when nothing is left', () => {
    expect(html(full, [p(t('Prose.'))])).toBe('<p class="option-signature"><strong>Type:</strong> <code>boolean</code> · <strong>Default:</strong> <code>true</code> in production, <code>false</code> in development · <span class="option-since">since <span class="visually-hidden">webpack </span>5.20</span></p>');
    expect(html(full, [p(t('Type: `boolean`'))])).toBe('<p class="option-signature"><strong>Default:</strong> <code>true</code> in production, <code>false</code> in development · <span class="option-since">since <span class="visually-hidden">webpack </span>5.20</span></p>');
    expect(html(full, [p(t('Type: `boolean`')), p(t('Default: `true`'))])).toBe('<p class="option-signature"><span class="option-since">since <span class="visually-hidden">webpack </span>5.20</span></p>');
    expect(html({ type: 'boolean', production: 'true' }, [p(t('Type: `boolean`. Default: `true`'))])).toBe('');
  });

  it('renders one Type line under a heading on a configuration page, through the page step', () => {
    const annotate = optionSignatureAnnotator(new Map([['output.clean', { type: 'boolean', production: 'false' }]]))('content/configuration/output.md');
    const heading: ElementContent = { type: 'element', tagName: 'h3', properties: {}, children: [t('output.clean')] };
    const tree = { type: 'root' as const, children: [heading, nl, p(t('Type: `boolean | object`'))] };
    const collect: PageCollect = { anchors: [], ids: new Set(), links: [], sections: [], headings: [] };
    unified().use(rehypePage, collect, annotate).runSync(tree);
    const out = toHtml(tree);
    expect(out.match(/Type:/g)).toHaveLength(1);
    expect(out).toContain('<p class="option-signature"><strong>Default:</strong> <code>false</code></p>');
  });
});

describe('followingElements', () => {
  it('gives an annotator the first elements after its heading, text between them skipped', () => {
    const [a, b, c] = [p(t('a')), p(t('b')), p(t('c'))];
    const siblings = [p(t('heading')), nl, a, nl, b, nl, c] as ElementContent[];
    expect(followingElements(siblings, 1)).toEqual([a, b]);
    expect(followingElements(siblings, 5)).toEqual([c]);
    expect(followingElements(siblings, 7)).toEqual([]);
  });
});
