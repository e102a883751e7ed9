/**
 * How closely the Lezer renderer (lezer-hast.ts) colours JavaScript and TypeScript blocks
 * compared with Shiki's TextMate grammars: the share of non-blank characters that get the same
 * two theme colours. Shared by the measuring tool (`src/build/bench/lezer-agreement.ts`) and the
 * quality floor in `lezer-agreement.test.ts` (issue #22).
 */
import type { CodeToHastOptions, ThemedToken } from 'shiki';
import type { CodeBlock } from './remark-blocks.ts';
import { lezerLanguageOf, THEMES, type SiteHighlighter } from './highlight.ts';

/** A kind of difference: the two colourings, and how often and where it occurs. */
export interface AgreementDifference {
  /** Shiki's style and Lezer's, as JSON of the CSS variables. */
  key: string;
  /** Characters coloured this way. */
  count: number;
  /** The line up to the first such character, which is marked by ⟨. */
  example: string;
}

/** The outcome over a set of blocks. */
export interface Agreement {
  /** Non-blank characters of the JS/TS blocks compared. */
  total: number;
  /** Of those, the ones coloured alike. */
  same: number;
  /** Blocks compared (blocks of other languages are skipped). */
  blocks: number;
  /** Wall-clock milliseconds in Shiki's tokenizer and in the Lezer renderer. */
  shikiMs: number;
  lezerMs: number;
  /** The kinds of difference, most frequent first. */
  differences: AgreementDifference[];
}

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

/** Colours every JS/TS block of `blocks` both ways and compares them character by character. */
export function measureAgreement(highlighter: SiteHighlighter, blocks: readonly Pick<CodeBlock, 'lang' | 'code'>[]): Agreement {
  const result: Agreement = { total: 0, same: 0, blocks: 0, shikiMs: 0, lezerMs: 0, differences: [] };
  const differences = new Map<string, AgreementDifference>();
  for (const block of blocks) {
    const lang = lezerLanguageOf(block.lang);
    if (lang === null) continue;
    result.blocks++;
    highlighter.ensureLanguage(lang);
    const code = block.code.replace(/\n$/, '');
    let started = performance.now();
    const expected = highlighter.shiki.codeToTokens(code, { lang, themes: { ...THEMES }, defaultColor: false, tokenizeTimeLimit: 0 }).tokens;
    highlighter.nextBlock();
    result.shikiMs += performance.now() - started;
    let actual: ThemedToken[][] = [];
    const capture = { tokens: (tokens: ThemedToken[][]): void => { actual = tokens; } };
    const options: CodeToHastOptions = { lang, themes: { ...THEMES }, defaultColor: false, transformers: [capture] };
    started = performance.now();
    highlighter.lezer(code, lang, options);
    result.lezerMs += performance.now() - started;
    const got = styleByCharacter(code, actual);
    styleByCharacter(code, expected).forEach((style, i) => {
      if (style === '') return;
      result.total++;
      if (style === got[i]) {
        result.same++;
        return;
      }
      const key = `Shiki ${style} / Lezer ${got[i] ?? ''}`;
      const lineStart = code.lastIndexOf('\n', i) + 1;
      const entry = differences.get(key) ?? { key, count: 0, example: `${code.slice(lineStart, i)}⟨${code.slice(i, i + 12)}` };
      entry.count++;
      differences.set(key, entry);
    });
  }
  result.differences = [...differences.values()].sort((a, b) => b.count - a.count);
  return result;
}

/** Agreement as a percentage. */
export function agreementPercent(agreement: Pick<Agreement, 'total' | 'same'>): number {
  return agreement.total === 0 ? 100 : (agreement.same / agreement.total) * 100;
}
