/**
 * The languages Shiki colours with its JavaScript regular expressions (`JS_ENGINE_LANGUAGES` in
 * highlight.ts) come out as Oniguruma colours them, on samples of what those languages hold, and
 * a site highlighter colours them through that engine.
 */
import { createHighlighter, createJavaScriptRegexEngine, createOnigurumaEngine } from 'shiki';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createSiteHighlighter, THEMES } from './highlight.ts';

const SCSS = [
  '$primary: #1d78c1;\n$sizes: (small: 4px, large: 16px);\n\n.button {\n  color: $primary;\n  &:hover { color: darken($primary, 10%); }\n  .icon + & { margin: map-get($sizes, small); }\n}',
  "@use 'sass:math';\n@import 'variables';\n\n@mixin card($radius: 4px) {\n  border-radius: $radius;\n  padding: math.div(16px, 2);\n}\n\n.card { @include card(8px); }",
  '// a line comment\n/* a block comment */\n%placeholder { width: calc(100% - #{$gutter * 2}); }\n.a { @extend %placeholder; }\n@each $name, $size in $sizes {\n  .m-#{$name} { margin: $size !important; }\n}',
  '@function rem($px) { @return math.div($px, 16px) * 1rem; }\n@media (min-width: 768px) and (max-width: 1024px) {\n  .grid { display: grid; grid-template-columns: repeat(3, 1fr); }\n}\n:root { --accent: #{$primary}; }',
];

describe('SCSS through the JavaScript regex engine', () => {
  it('gets the HTML Oniguruma gives it', async () => {
    const wasm = await readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));
    const [onig, js] = await Promise.all([
      createHighlighter({ themes: [THEMES.light, THEMES.dark], langs: ['scss'], engine: createOnigurumaEngine({ data: wasm }) }),
      createHighlighter({ themes: [THEMES.light, THEMES.dark], langs: ['scss'], engine: createJavaScriptRegexEngine() }),
    ]);
    for (const code of SCSS) {
      // No time limit, as the site highlights: Shiki's default gives up on a line after 500 ms of
      // wall-clock time, which a loaded machine reached, and colours the rest as one token.
      const options = { lang: 'scss', themes: { ...THEMES }, defaultColor: false, tokenizeTimeLimit: 0 } as const;
      expect(js.codeToHtml(code, options)).toBe(onig.codeToHtml(code, options));
    }
  });

  it('is the engine the site highlighter colours SCSS with, and Oniguruma the others', async () => {
    const highlighter = await createSiteHighlighter();
    expect(highlighter.shikiFor('scss')).not.toBe(highlighter.shiki);
    expect(highlighter.shikiFor('css')).toBe(highlighter.shiki);
    highlighter.ensureLanguage('scss');
    expect(highlighter.shikiFor('scss').getLoadedLanguages()).toContain('scss');
    expect(highlighter.shiki.getLoadedLanguages()).not.toContain('scss');
  });

  it('is loaded into its engine after a language that brings in every other (the order a fresh clone renders in)', async () => {
    const highlighter = await createSiteHighlighter();
    highlighter.ensureLanguage('markdown');
    expect(highlighter.shiki.getLoadedLanguages()).toContain('scss');
    highlighter.ensureLanguage('scss');
    const html = highlighter.shikiFor('scss').codeToHtml('$a: 1px;\n.b { margin: $a; }', { lang: 'scss', themes: { ...THEMES }, defaultColor: false, tokenizeTimeLimit: 0 });
    expect(html).toContain('$a');
  });
});
