/** A declaration's text as the reference shows it: one line (extract.ts), and without doc comments when drawn (html.ts). */

/** Collapses a declaration's text to one line. */
export function flatSignature(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/([([<{]) /g, '$1')
    .replace(/ ([)\]>}])/g, '$1')
    .replace(/([([<,]) ?\| /g, '$1')
    .replace(/,([)\]>}])/g, '$1')
    .replace(/;$/, '')
    .trim();
}

/** `text` without its block comments, folded again as `flatSignature` folds it. */
export function withoutComments(text: string): string {
  return text.includes('/*') ? flatSignature(text.replace(/\/\*[\s\S]*?\*\//g, ' ')) : text;
}
