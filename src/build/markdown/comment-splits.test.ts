/**
 * The notation transformers' token splitting alone (comment-splits.ts) against the transformers
 * themselves, on blocks without a notation: the same HTML, split comments among them.
 */
import { transformerNotationDiff, transformerNotationHighlight } from '@shikijs/transformers';
import { createHighlighter, type ShikiTransformer } from 'shiki';
import { describe, expect, it } from 'vitest';
import { commentSplits } from './comment-splits.ts';

const BLOCKS: ReadonlyArray<readonly [string, string]> = [
  ['javascript', "import text from 'greeting:hello'; // \"hello, world\"\n// in application code: import x from 'a'; // second\nconst url = 'https://example.com'; // a // b // c"],
  ['javascript', "/* block // not split */ foo();\nbar(); /* a // b */\n  // indented // twice\nconst a = 1; //no space//here"],
  ['typescript', 'type A = string; // one\n// two //three\nlet b: A; //   //   spaced'],
  ['bash', 'npm install webpack # installs // it\n# comment // with slashes\necho "a // b"'],
  ['html', '<!-- a // b -->\n<div>text // not a comment</div>'],
  ['css', 'a { color: red; } /* x // y */\n/* only */'],
  ['jsx', 'const el = <div>{/* a // b */}</div>; // c // d'],
  ['javascript', ''],
];

async function htmlWith(transformers: ShikiTransformer[]): Promise<string[]> {
  const shiki = await createHighlighter({ themes: ['github-light'], langs: ['javascript', 'typescript', 'bash', 'html', 'css', 'jsx'] });
  // No time limit: Shiki's default gives up on a line after 500 ms of wall-clock time and colours
  // the rest as one token, which a loaded machine reached (the two sides then differed).
  return BLOCKS.map(([lang, code]) => shiki.codeToHtml(code, { lang, theme: 'github-light', transformers, tokenizeTimeLimit: 0 }));
}

describe('commentSplits', () => {
  it('gives a block without a notation the HTML the notation transformers give it', async () => {
    const [mine, theirs, none] = await Promise.all([htmlWith([commentSplits]), htmlWith([transformerNotationDiff(), transformerNotationHighlight()]), htmlWith([])]);
    expect(mine).toEqual(theirs);
    // The blocks do split somewhere, or the comparison would say nothing.
    expect(theirs).not.toEqual(none);
  });
});
