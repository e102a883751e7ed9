/** The remembering wrapper gives every token the class and CSS Shiki's transformer gives it. */
import { transformerStyleToClass } from '@shikijs/transformers';
import type { ShikiTransformerContext, ThemedToken } from 'shiki';
import { describe, expect, it } from 'vitest';
import { rememberStyleClasses } from './style-classes.ts';

/** Tokens with shared, equal and distinct styles, an empty one, and one that has a class already. */
function tokens(): ThemedToken[][] {
  const red = { '--shiki-light': '#f00', '--shiki-dark': '#0ff' };
  return [
    [
      { content: 'a', offset: 0, htmlStyle: red },
      { content: 'b', offset: 1, htmlStyle: red },
      { content: 'c', offset: 2, htmlStyle: { '--shiki-light': '#f00', '--shiki-dark': '#0ff' } },
    ],
    [
      { content: 'd', offset: 4, htmlStyle: { '--shiki-light': '#00f', '--shiki-dark': '#ff0', '--shiki-light-font-style': 'italic' } },
      { content: 'e', offset: 5, htmlStyle: {} },
      { content: 'f', offset: 6, htmlStyle: red, htmlAttrs: { class: 'mine' } },
      { content: 'g', offset: 7 },
    ],
  ];
}

describe('rememberStyleClasses', () => {
  it('gives the tokens the classes and the stylesheet the rules the transformer gives, on every pass', () => {
    const plain = transformerStyleToClass({ classPrefix: 'sh-' });
    const remembering = rememberStyleClasses(transformerStyleToClass({ classPrefix: 'sh-' }));
    // Neither reads its context in `tokens`.
    const context = {} as ShikiTransformerContext;
    for (let pass = 0; pass < 2; pass++) {
      const expected = tokens();
      const actual = tokens();
      plain.tokens?.call(context, expected);
      remembering.tokens?.call(context, actual);
      expect(actual).toEqual(expected);
    }
    expect(remembering.getCSS()).toBe(plain.getCSS());
    expect(remembering.getCSS()).toContain('italic');
  });
});
