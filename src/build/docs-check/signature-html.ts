/** The generated line under an option heading: its type, its defaults by mode and the release that added it. */
import type { Element, ElementContent } from 'hast';
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

/** Renders one signature as a paragraph. */
export function signatureElement(signature: OptionSignature): Element {
  const children: ElementContent[] = [label('Type:'), text(' '), code(signature.type)];
  if (signature.production !== undefined) {
    children.push(text(' · '), label('Default:'), text(' '), code(signature.production));
    if (signature.development !== undefined) {
      children.push(text(' in production, '), code(signature.development), text(' in development'));
    }
  }
  if (signature.since !== undefined) children.push(text(' · '), sinceElement(signature.since));
  return { type: 'element', tagName: 'p', properties: { className: ['option-signature'] }, children };
}

/** An annotator for configuration pages: headings that are option paths get their signature. */
export function optionSignatureAnnotator(signatures: ReadonlyMap<string, OptionSignature>): (file: string) => HeadingAnnotator | undefined {
  return (file) => {
    if (!/(^|\/)content\/configuration\//.test(file)) return undefined;
    return (heading) => {
      const signature = signatures.get(heading);
      return signature === undefined ? undefined : signatureElement(signature);
    };
  };
}
