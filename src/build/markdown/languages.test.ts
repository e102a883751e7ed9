/** Fence languages: aliases, plain text, and which pages need a grammar slow to start. */
import { describe, expect, it } from 'vitest';
import { resolveLanguage, usesSlowGrammar } from './languages.ts';

describe('resolveLanguage', () => {
  it.each([
    ['JS', 'javascript'],
    ['styl', 'stylus'],
    ['txt', null],
    ['python', null],
  ])('resolves %s to %s', (fence, grammar) => {
    expect(resolveLanguage(fence)).toBe(grammar);
  });
});

describe('usesSlowGrammar', () => {
  it.each([
    ['a css fence', 'Text\n\n```css\n.a {}\n```\n', true],
    ['a vue fence with meta', '```vue file=examples/App.vue\n```\n', true],
    ['markdown by its alias, around a js fence', '````md title="x.md"\n```js\n```\n````\n', true],
    ['an indented stylus fence in a list', '- item\n\n  ```styl\n  a\n  ```\n', true],
    ['an scss fence of tildes in a quote', '> ~~~scss\n> a\n> ~~~\n', true],
    ['an html fence, whose grammar embeds css', '```html\n<p>a</p>\n```\n', true],
    ['js and bash fences naming css', '```js\nimport "./a.css";\n```\n\n```bash\nnpm i css-loader\n```\n', false],
    ['a language named in prose', 'Write ```css``` around it, or `css`.\n', false],
    ['a fence without a language', '```\nplain\n```\n', false],
  ])('%s', (_, markdown, slow) => {
    expect(usesSlowGrammar(markdown)).toBe(slow);
  });
});
