/** The generated line under an option heading: its type, its defaults by mode and the release that added it. */
import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { HeadingAnnotator } from '../markdown/rehype-page.ts';
import type { OptionSignature } from './schema-type.ts';

const text = (value: string): ElementContent => ({ type: 'text', value });
const code = (value: string): Element => ({ type: 'element', tagName: 'code', properties: {}, children: [text(value)] });
const label = (value: string): Element => ({ type: 'element', tagName: 'strong', properties: {}, children: [text(value)] });

/** "since 5.N" as text (a screen reader hears "since webpack 5.N"), boxed by the stylesheet. */
export function sinceElement(since: string): Element {
  const hidden: Element = { type: 'element', tagName: 'span', properties: { className: ['visually-hidden'] }, children: [text('webpack ')] };
  return { type: 'element', tagName: 'span', properties: { className: ['option-since'] }, children: [text('since '), hidden, text(since)] };
}

/** What the page writes itself right after an option heading: its own Type and Default lines. */
export interface HandWritten {
  /** A hand-written `Type:` line follows the heading. */
  type: boolean;
  /** A hand-written `Default:` line follows the heading. */
  default: boolean;
}

const NOTHING_WRITTEN: HandWritten = { type: false, default: false };

/**
 * Reads the nodes after an option heading for hand-written Type and Default lines: the first
 * paragraph when it starts with "Type:" (with "Default:" in it or in the paragraph after it), or
 * a paragraph that starts with "Default:", or the items of a list right after the heading
 * (`- Type: …`, `- Default: …`).
 */
export function handWrittenLines(following: readonly ElementContent[]): HandWritten {
  const blocks = following.filter((node): node is Element => node.type === 'element').slice(0, 2);
  const [first, second] = blocks;
  if (first === undefined) return NOTHING_WRITTEN;
  if (first.tagName === 'ul' || first.tagName === 'ol') {
    const items = first.children.filter((node): node is Element => node.type === 'element' && node.tagName === 'li').map((li) => toString(li).trim());
    return { type: items.some((t) => t.startsWith('Type:')), default: items.some((t) => t.startsWith('Default:')) };
  }
  if (first.tagName !== 'p') return NOTHING_WRITTEN;
  const text = toString(first).trim();
  const type = text.startsWith('Type:');
  if (!type) return { type: false, default: text.startsWith('Default:') };
  const next = second?.tagName === 'p' ? toString(second).trim() : '';
  return { type, default: /(^|\s)Default:/.test(text) || next.startsWith('Default:') };
}

/**
 * Renders one signature as a paragraph, less the parts the page writes itself (`omit`);
 * undefined when nothing is left.
 */
export function signatureElement(signature: OptionSignature, omit: HandWritten = NOTHING_WRITTEN): Element | undefined {
  const parts: ElementContent[][] = [];
  if (!omit.type) parts.push([label('Type:'), text(' '), code(signature.type)]);
  if (!omit.default && signature.production !== undefined) {
    const part = [label('Default:'), text(' '), code(signature.production)];
    if (signature.development !== undefined) part.push(text(' in production, '), code(signature.development), text(' in development'));
    parts.push(part);
  }
  if (signature.since !== undefined) parts.push([sinceElement(signature.since)]);
  if (parts.length === 0) return undefined;
  const children = parts.flatMap((part, i) => (i === 0 ? part : [text(' · '), ...part]));
  return { type: 'element', tagName: 'p', properties: { className: ['option-signature'] }, children };
}

/**
 * An annotator for configuration pages: headings that are option paths get their signature,
 * without the Type or Default the page writes right under the heading itself.
 */
export function optionSignatureAnnotator(signatures: ReadonlyMap<string, OptionSignature> | (() => ReadonlyMap<string, OptionSignature>)): (file: string) => HeadingAnnotator | undefined {
  return (file) => {
    if (!/(^|\/)content\/configuration\//.test(file)) return undefined;
    // A getter is asked once per configuration page, when its headings are annotated.
    const known = typeof signatures === 'function' ? signatures() : signatures;
    return (heading, following) => {
      const signature = known.get(heading);
      return signature === undefined ? undefined : signatureElement(signature, handWrittenLines(following));
    };
  };
}
