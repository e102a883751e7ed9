import { createHighlighter, createOnigurumaEngine, type CodeToHastOptions, type ThemeRegistration } from 'shiki';
import { describe, expect, it } from 'vitest';
import { onePassThemes } from './one-pass-themes.ts';

const themes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;
/**
 * Two made-up themes whose token edges differ: `one` gives keywords and storage one colour (one
 * token where `two` has two) and strings a font style, `two` styles comments bold.
 */
const one: ThemeRegistration = { name: 'one', type: 'light', fg: '#000000', bg: '#ffffff', settings: [{ scope: ['keyword', 'storage'], settings: { foreground: '#111111' } }, { scope: 'string', settings: { foreground: '#222222', fontStyle: 'italic' } }] };
const two: ThemeRegistration = { name: 'two', type: 'dark', fg: '#eeeeee', bg: '#000000', settings: [{ scope: 'keyword', settings: { foreground: '#333333' } }, { scope: 'storage', settings: { foreground: '#444444' } }, { scope: 'string', settings: { foreground: '#555555' } }, { scope: 'comment', settings: { fontStyle: 'bold' } }] };
const madeUp = { light: 'one', dark: 'two' } as const;

const langs = ['typescript', 'markdown', 'javascript', 'css', 'bash', 'json', 'diff'];

/** Blocks whose colours differ between the themes in font style, colour and edges, and one language embedding others. */
const blocks: Array<[string, string]> = [
  ['typescript', ["import path from 'node:path';", '/** Builds the site. */', 'export default { mode: `production`, entry: "./src/index.ts" } satisfies Config; // [!code ++]', 'const re = /\\/(?:a|b)+$/g;'].join('\n')],
  ['markdown', ['# Title', '', 'Some *emphasis*, **strong** and a [link](https://webpack.js.org/).', '', '```js', 'const a = `x${1}`;', '```', '', '> [!NOTE]', '> A quote with `code`.'].join('\n')],
  ['bash', ['npm install --save-dev webpack # a comment', 'cat <<EOF > a.txt', 'one $HOME', 'EOF'].join('\n')],
  ['css', ['.a > b:hover { color: #fff !important; --x: calc(1px + 2em) }', '@media (width > 40em) { .b { display: none } }'].join('\n')],
  ['json', '{ "name": "site", "private": true, "version": 1.5, "files": [null] }'],
  ['diff', ['--- a/webpack.config.js', '+++ b/webpack.config.js', '@@ -1,2 +1,2 @@', '-  mode: "development",', '+  mode: "production",'].join('\n')],
];

describe.each([
  ["the site's themes", themes, Object.values(themes)],
  ['themes whose token edges differ', madeUp, [one, two]],
])('onePassThemes with %s', (_, themes, registrations) => {
  it("gives the two-theme HTML of Shiki's two passes, tokenizing each line once", async () => {
    const plain = await createHighlighter({ themes: registrations, langs, engine: createOnigurumaEngine(import('shiki/wasm')) });
    const shiki = await createHighlighter({ themes: registrations, langs, engine: createOnigurumaEngine(import('shiki/wasm')) });
    const onePass = onePassThemes(shiki, themes.light, themes.dark);
    for (const [lang, code] of blocks) {
      // Count the real tokenizations: the counter sits under the wrapper `prepare` adds.
      const grammar = shiki.getLanguage(lang) as unknown as { tokenizeLine2: (...args: unknown[]) => unknown };
      const real = grammar.tokenizeLine2.bind(grammar);
      let calls = 0;
      grammar.tokenizeLine2 = (...args) => {
        calls += 1;
        return real(...args);
      };
      onePass.prepare(lang);
      const options: CodeToHastOptions = { lang, themes, defaultColor: false, tokenizeTimeLimit: 0 };
      const html = shiki.codeToHtml(code, options);
      onePass.nextBlock();
      expect(html, lang).toBe(plain.codeToHtml(code, options));
      expect(html).toContain('--shiki-dark:#');
      const nonEmpty = new Set(code.split('\n').filter((line) => line !== '')).size;
      expect(calls, `${lang}: one tokenization per distinct line`).toBeLessThanOrEqual(nonEmpty);
    }
  });

  it('leaves one-theme highlights after a block alone', async () => {
    const plain = await createHighlighter({ themes: registrations, langs, engine: createOnigurumaEngine(import('shiki/wasm')) });
    const shiki = await createHighlighter({ themes: registrations, langs, engine: createOnigurumaEngine(import('shiki/wasm')) });
    const onePass = onePassThemes(shiki, themes.light, themes.dark);
    for (const [lang, code] of blocks) {
      onePass.prepare(lang);
      shiki.codeToHtml(code, { lang, themes, defaultColor: false, tokenizeTimeLimit: 0 });
      onePass.nextBlock();
      // One theme alone keeps its own token edges, fewer than the two themes' together.
      for (const theme of Object.values(themes)) expect(shiki.codeToHtml(code, { lang, theme, tokenizeTimeLimit: 0 }), `${lang}, ${theme}`).toBe(plain.codeToHtml(code, { lang, theme, tokenizeTimeLimit: 0 }));
    }
  });
});
