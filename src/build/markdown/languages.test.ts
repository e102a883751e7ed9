/** Fence languages: aliases, plain text, and which pages need a grammar slow to start. */
import { describe, expect, it } from 'vitest';
import { resolveLanguage, usesSlowGrammar } from './languages.ts';

describe('resolveLanguage', () => {
  it('resolves aliases, keeps plain text plain and unknown languages unhighlighted', () => {
    expect(resolveLanguage('JS')).toBe('javascript');
    expect(resolveLanguage('styl')).toBe('stylus');
    expect(resolveLanguage('txt')).toBeNull();
    expect(resolveLanguage('python')).toBeNull();
  });
});

describe('usesSlowGrammar', () => {
  it('finds stylesheet, markdown and vue fences, also by alias, indented, in a quote or after tildes', () => {
    expect(usesSlowGrammar('Text\n\n```css\n.a {}\n```\n')).toBe(true);
    expect(usesSlowGrammar('```vue file=examples/App.vue\n```\n')).toBe(true);
    expect(usesSlowGrammar('````md title="x.md"\n```js\n```\n````\n')).toBe(true);
    expect(usesSlowGrammar('- item\n\n  ```styl\n  a\n  ```\n')).toBe(true);
    expect(usesSlowGrammar('> ~~~scss\n> a\n> ~~~\n')).toBe(true);
  });

  it('leaves pages with only other fences, or a language named in prose, alone', () => {
    expect(usesSlowGrammar('```js\nimport "./a.css";\n```\n\n```bash\nnpm i css-loader\n```\n')).toBe(false);
    expect(usesSlowGrammar('Write ```css``` around it, or `css`.\n')).toBe(false);
    expect(usesSlowGrammar('```\nplain\n```\n')).toBe(false);
  });
});
