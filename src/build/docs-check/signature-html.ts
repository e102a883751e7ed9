/** The generated line under an option heading: its type and its defaults by mode. */
import type { Element, ElementContent } from 'hast';
import type { HeadingAnnotator } from '../markdown/rehype-page.ts';
import type { OptionSignature } from './schema-type.ts';

const text = (value: string): ElementContent => ({ type: 'text', value });
const code = (value: string): Element => ({ type: 'element', tagName: 'code', properties: {}, children: [text(value)] });
const label = (value: string): Element => ({ type: 'element', tagName: 'strong', properties: {}, children: [text(value)] });

/** Renders one signature as a paragraph. */
export function signatureElement(signature: OptionSignature): Element {
  const children: ElementContent[] = [label('Type:'), text(' '), code(signature.type)];
  if (signature.production !== undefined) {
    children.push(text(' · '), label('Default:'), text(' '), code(signature.production));
    if (signature.development !== undefined) {
      children.push(text(' in production, '), code(signature.development), text(' in development'));
    }
  }
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
