import { describe, expect, it } from 'vitest';
import { escapeText } from './md-text.ts';

describe('escapeText', () => {
  it('escapes every character that starts markdown syntax, also alone in a text (the quick test lets none through)', () => {
    for (const c of ['\\', '`', '*', '_', '[', ']', '~', '|']) expect(escapeText(`a${c}b`)).toBe(`a\\${c}b`);
    expect(escapeText('<div> and </p>')).toBe('\\<div> and \\</p>');
    expect(escapeText('&amp; &#38;')).toBe('\\&amp; \\&#38;');
  });

  it('leaves text without such characters as it is', () => {
    expect(escapeText('a < b && c > d, (x) {y} #1 - 2.')).toBe('a < b && c > d, (x) {y} #1 - 2.');
  });
});
