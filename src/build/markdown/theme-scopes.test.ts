import { describe, expect, it } from 'vitest';
import { createScopeResolver, type ThemeRule } from './theme-scopes.ts';

const RULES: ThemeRule[] = [
  { settings: { foreground: '#000000' } },
  { scope: ['comment', 'string.comment'], settings: { foreground: '#111111' } },
  { scope: 'keyword', settings: { foreground: '#222222' } },
  { scope: 'keyword.control', settings: { fontStyle: 'italic' } },
  { scope: 'string', settings: { foreground: '#333333' } },
  { scope: 'string.regexp constant.character.escape', settings: { foreground: '#444444', fontStyle: 'bold' } },
  { scope: 'variable', settings: { foreground: '#555555' } },
  { scope: 'variable.other', settings: { foreground: '#666666' } },
  { scope: 'keyword', settings: { foreground: '#777777' } },
];

describe('createScopeResolver', () => {
  const resolve = createScopeResolver(RULES, '#ffffff');

  it('uses the defaults rule for a path no rule matches', () => {
    expect(resolve([])).toEqual({ color: '#000000', fontStyle: 0 });
    expect(resolve(['meta.brace.round'])).toEqual({ color: '#000000', fontStyle: 0 });
  });

  it('matches a selector against the scope and the scopes under it, not a mere prefix', () => {
    expect(resolve(['comment.line.double-slash']).color).toBe('#111111');
    expect(resolve(['commentary']).color).toBe('#000000');
  });

  it('prefers the longer selector, and the later rule of equal ones', () => {
    expect(resolve(['variable.parameter']).color).toBe('#555555');
    expect(resolve(['variable.other.readwrite']).color).toBe('#666666');
    expect(resolve(['keyword.operator']).color).toBe('#777777');
  });

  it('keeps the colour of the scope outside when the inner rule sets only a font style', () => {
    expect(resolve(['keyword.control.import'])).toEqual({ color: '#777777', fontStyle: 1 });
  });

  it('applies a rule with a parent selector only inside that parent', () => {
    expect(resolve(['string.regexp', 'constant.character.escape.backslash'])).toEqual({ color: '#444444', fontStyle: 2 });
    expect(resolve(['constant.character.escape.backslash'])).toEqual({ color: '#000000', fontStyle: 0 });
    expect(resolve(['string.quoted', 'constant.character.escape']).color).toBe('#333333');
  });
});
