/**
 * What Shiki's notation transformers (`[!code ++]`, `[!code --]`, `[!code highlight]`) do to a
 * block without a notation: they split a comment token holding a second `//` after a space
 * (`// a // b` becomes `// a` and ` // b`), and change nothing else. A block whose code never says
 * `[!code ` gets this transformer in their place, for the same HTML: theirs read every token of
 * every line against four comment patterns, 0.2-0.3 s of the render workers' CPU over the site's
 * 2,800 blocks, while only a token with a space before a `//` can split, and few have one. The
 * split is theirs (parseComments of @shikijs/transformers 4, its "v3" matching), kept as it is;
 * `comment-splits.test.ts` compares the two on such blocks.
 */
import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer } from 'shiki';

/** Where a comment token may split. */
const SPLIT = /(\s+\/\/)/;

/** A space before a `//`: a token without one never splits. */
const SPACE_SLASHES = /\s\/\//;

/** The comment shapes a notation may sit in; the ones marked true only as a line's last token. */
const COMMENT_SHAPES: ReadonlyArray<readonly [RegExp, boolean]> = [
  [/^(<!--)(.+)(-->)$/, false],
  [/^(\/\*)(.+)(\*\/)$/, false],
  [/^(\/\/|["'#]|;{1,2}|%{1,2}|--)(.*)$/, true],
  [/^(\*)(.+)$/, true],
];

function isComment(text: string, isLast: boolean): boolean {
  const trimmed = text.trim();
  return COMMENT_SHAPES.some(([shape, lastOnly]) => (!lastOnly || isLast) && shape.test(trimmed));
}

/** A token's pieces, or undefined when it stays whole. */
function pieces(token: Element, isLast: boolean): Element[] | undefined {
  const head = token.children[0];
  if (head?.type !== 'text' || !SPACE_SLASHES.test(head.value) || !isComment(head.value, isLast)) return undefined;
  const raw = head.value.split(SPLIT);
  const splits = [raw[0] ?? ''];
  for (let i = 1; i < raw.length; i += 2) splits.push((raw[i] ?? '') + (raw[i + 1] ?? ''));
  const kept = splits.filter(Boolean);
  if (kept.length <= 1) return undefined;
  return kept.map((value) => ({ ...token, children: [{ type: 'text', value }] }));
}

/** The notation transformers' token splitting alone, for a block with no notation. */
export const commentSplits: ShikiTransformer = {
  name: 'site:comment-splits',
  code(code) {
    for (const line of code.children) {
      if (line.type !== 'element') continue;
      const children = line.children;
      let split: ElementContent[] | undefined;
      for (let i = 0; i < children.length; i += 1) {
        const child = children[i] as ElementContent;
        const parts = child.type === 'element' ? pieces(child, i === children.length - 1) : undefined;
        if (parts !== undefined) split ??= children.slice(0, i);
        if (split !== undefined) split.push(...(parts ?? [child]));
      }
      if (split !== undefined) line.children = split;
    }
  },
};
