/**
 * How closely the Lezer renderer (src/build/markdown/lezer-hast.ts) colours the site's JS/TS
 * blocks compared with Shiki's grammars: the share of non-blank characters given the same two
 * theme colours, the time each takes, and the most frequent differences with an example.
 * `npx tsx src/build/bench/lezer-agreement.ts [generated-dir]` after a build (it reads
 * `code-blocks.json`). Not part of any test: a measuring tool for issue #22.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { CodeToHastOptions, ThemedToken } from 'shiki';
import type { PageCodeBlocks } from '../content/pipeline-types.ts';
import { createSiteHighlighter, resolveLanguage } from '../markdown/highlight.ts';
import { isLezerLanguage } from '../markdown/lezer-hast.ts';

/** Each character's style (JSON of its CSS variables), blank characters as ''. */
export function styleByCharacter(code: string, tokens: readonly (readonly ThemedToken[])[]): string[] {
  const styles = new Array<string>(code.length).fill('');
  for (const line of tokens) {
    for (const token of line) {
      const style = JSON.stringify(token.htmlStyle ?? {});
      for (let i = 0; i < token.content.length; i++) {
        if (token.content[i]?.trim() !== '') styles[token.offset + i] = style;
      }
    }
  }
  return styles;
}

const generated = process.argv[2] ?? '.generated';
const pages = JSON.parse(await readFile(`${generated}/code-blocks.json`, 'utf8')) as PageCodeBlocks[];
const highlighter = await createSiteHighlighter();
const themes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' };
let total = 0;
let same = 0;
let shikiMs = 0;
let lezerMs = 0;
const differences = new Map<string, { count: number; example: string }>();
for (const block of pages.flatMap((page) => page.blocks)) {
  const lang = resolveLanguage(block.lang);
  if (lang === null || !isLezerLanguage(lang)) continue;
  highlighter.ensureLanguage(lang);
  const code = block.code.replace(/\n$/, '');
  let started = performance.now();
  const expected = highlighter.shiki.codeToTokens(code, { lang, themes, defaultColor: false, tokenizeTimeLimit: 0 }).tokens;
  highlighter.nextBlock();
  shikiMs += performance.now() - started;
  let actual: ThemedToken[][] = [];
  const options: CodeToHastOptions = { lang, themes, defaultColor: false, transformers: [{ tokens: (tokens) => { actual = tokens; } }] };
  started = performance.now();
  highlighter.lezer(code, lang, options);
  lezerMs += performance.now() - started;
  const want = styleByCharacter(code, expected);
  const got = styleByCharacter(code, actual);
  want.forEach((style, i) => {
    if (style === '') return;
    total++;
    if (style === got[i]) {
      same++;
      return;
    }
    const key = `Shiki ${style} / Lezer ${got[i] ?? ''}`;
    const lineStart = code.lastIndexOf('\n', i) + 1;
    const entry = differences.get(key) ?? { count: 0, example: `${code.slice(lineStart, i)}⟨${code.slice(i, i + 12)}` };
    entry.count++;
    differences.set(key, entry);
  });
}
console.log(`${total} non-blank characters, ${((same / total) * 100).toFixed(1)}% coloured alike; Shiki ${Math.round(shikiMs)} ms, Lezer ${Math.round(lezerMs)} ms (one thread, grammar compiling included)`);
for (const [key, { count, example }] of [...differences].sort((a, b) => b[1].count - a[1].count).slice(0, 15)) {
  console.log(`${count}\t${key.replaceAll('--shiki-', '').replaceAll('"', '')}\n\t${example.trim().slice(-100)}`);
}
