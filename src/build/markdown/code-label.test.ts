import { describe, expect, it } from 'vitest';
import { codeLabel } from './highlight.ts';

describe('codeLabel', () => {
  it('names a block by its language and the start of its first line', () => {
    expect(codeLabel('bash', 'node --version\nnpm --version\n')).toBe('bash code: node --version');
    expect(codeLabel('bash', '\n\n  npx   webpack\n')).toBe('bash code: npx webpack');
    expect(codeLabel('', 'plain text')).toBe('Code: plain text');
  });

  it('cuts a long line at a word, within 40 characters, and marks the cut', () => {
    const label = codeLabel('js', "const { ModuleFederationPlugin } = require('webpack').container;");
    expect(label).toBe('js code: const { ModuleFederationPlugin } =…');
    expect(label.length).toBeLessThanOrEqual('js code: '.length + 41);
    // One long word is cut where the limit falls.
    expect(codeLabel('text', 'x'.repeat(60))).toBe(`text code: ${'x'.repeat(40)}…`);
  });

  it('leaves out highlighting notation, and falls back to the language alone', () => {
    expect(codeLabel('js', "mode: 'production', // [!code ++]")).toBe("js code: mode: 'production',");
    expect(codeLabel('bash', 'npm ci # [!code highlight]')).toBe('bash code: npm ci');
    expect(codeLabel('bash', '\n   \n')).toBe('bash code');
    expect(codeLabel('', '')).toBe('Code');
  });
});
