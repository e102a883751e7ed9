/** The markdown-it parser gives the tree remark-parse with remark-gfm gives, on the constructs the site's pages and READMEs use. */
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { markdownItTree, parseMarkdown, remarkMarkdownIt } from './parse-markdown.ts';

const remark = unified().use(remarkParse).use(remarkGfm);

/** Node types whose start line the pipeline reads. */
const LINED = new Set(['code', 'link', 'definition']);

/**
 * A tree as the later steps see it: no columns or offsets, start lines kept where they are read,
 * a list's looseness as mdast-util-to-hast works it out (micromark marks it per item), and table
 * rows as wide as the header (mdast-util-to-hast pads short rows; markdown-it pads them itself).
 */
function comparable(node: Nodes, width?: number): unknown {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (key !== 'position' && key !== 'children' && key !== 'spread') out[key] = value;
  if (LINED.has(node.type) && node.position !== undefined) out.line = node.position.start.line;
  if (node.type === 'list') out.loose = node.spread === true || node.children.some((item) => item.spread ?? item.children.length > 1);
  if (node.type === 'tableRow' && width !== undefined) {
    const cells = node.children.slice(0, width).map((cell) => comparable(cell));
    while (cells.length < width) cells.push({ type: 'tableCell', children: [] });
    out.children = cells;
  } else if (node.type === 'table') out.children = node.children.map((row) => comparable(row, node.align?.length));
  else if ('children' in node) out.children = node.children.map((child) => comparable(child));
  return out;
}

/** markdown-it reads the document itself, into the tree remark reads. */
const same = (markdown: string): void => {
  const tree = markdownItTree(markdown);
  expect(tree).toBeDefined();
  expect(comparable(tree ?? { type: 'root', children: [] })).toEqual(comparable(remark.parse(markdown)));
};

describe('parseMarkdown', () => {
  it('reads tables with alignment, code spans and escaped pipes as remark-gfm does', () => {
    same('| Left | Centre | Right | None |\n| :--- | :----: | ----: | ---- |\n| `a \\| b` | **x** | [y](/y/) | 1 \\| 2 |\n| short |');
    const table = parseMarkdown('| a | b |\n| :- | -: |\n| 1 | 2 |').children[0];
    expect(table?.type === 'table' && table.align).toEqual(['left', 'right']);
  });

  it('reads nested, ordered, loose and tight lists and task items', () => {
    same('- one\n- two\n  - nested\n    1. deep\n    2. deeper\n- three\n\n3. start at three\n4. four\n\n- loose\n\n- items\n\n- [ ] open task\n- [x] done task\n- [X] done too');
  });

  it('keeps raw HTML blocks and inline HTML as html nodes, without the final line ending', () => {
    same('<details>\n<summary>More</summary>\n\nText with <kbd>Ctrl</kbd> and <!-- a comment -->.\n\n</details>\n\n<div align="center">\n  <img src="logo.svg">\n</div>\nafter');
    const first = parseMarkdown('<div>\nx\n</div>\n').children[0];
    expect(first?.type === 'html' && first.value).toBe('<div>\nx\n</div>');
  });

  it('reads autolinks and GFM autolink literals, not inside links or code', () => {
    same('See <https://webpack.js.org/>, <me@example.com>, https://github.com/webpack/webpack.\nAlso www.example.com/a_(b) and mail@example.org, [https://x.org](/y/) and `https://z.org`.');
    same('Upper case: HTTPS://WEBPACK.JS.ORG/ and WWW.EXAMPLE.COM, a time (10:30) and a colon: nothing to link.');
  });

  it('reads code fences with language and meta, indented code and escapes in the info string', () => {
    same('```js title="webpack.config.js" {1,3-4}\nconst a = 1;\n```\n\n~~~\nno info\n~~~\n\n    indented\n    code\n\n```bash npm2yarn\nnpm i\n```\n\n```c\\+\\+ x&amp;y\n```');
    const code = parseMarkdown('\n\n```js title="a.js"\nx\n```').children[0];
    expect(code?.type === 'code' && [code.lang, code.meta, code.value, code.position?.start.line]).toEqual(['js', 'title="a.js"', 'x', 3]);
  });

  it('gives links, autolinks and definitions their start line, in paragraphs, lists, quotes and tables', () => {
    const md = 'Intro\ntext [a](/a/)\nand `code\nspan` then [b](/b/ "B").\n\n> - quoted [c](/c/)\n\n| x |\n| - |\n| [d](/d/) |\n\n[ref]: /ref/ "Title"\n\n<https://e.org/>\nhttps://f.org/';
    same(md);
    const lines = new Map<string, number>();
    const walk = (node: Nodes): void => {
      if ((node.type === 'link' || node.type === 'definition') && node.position !== undefined) lines.set(node.url, node.position.start.line);
      if ('children' in node) for (const child of node.children) walk(child);
    };
    walk(parseMarkdown(md));
    expect(Object.fromEntries(lines)).toEqual({ '/a/': 2, '/b/': 4, '/c/': 6, '/d/': 10, '/ref/': 12, 'https://e.org/': 14, 'https://f.org/': 15 });
  });

  it('keeps reference links as references, with their identifier', () => {
    same('[Full][Some  Ref], [collapsed][], [shortcut] and ![image][img].\n\n[some ref]: /full/\n[collapsed]: /c/ \'T\'\n[shortcut]: <https://s.org/>\n[img]: ./logo.png');
    const tree: Root = parseMarkdown('[x][Some  Ref]\n\n[some ref]: /u/');
    const paragraph = tree.children[0];
    expect(paragraph?.type === 'paragraph' && paragraph.children[0]).toMatchObject({ type: 'linkReference', identifier: 'some ref', referenceType: 'full' });
  });

  it('reads emphasis, strikethrough with one or two tildes, breaks, entities and images', () => {
    same('*em* **strong** ~~gone~~ ~one~ ~~~three~~~ a~b~c\nhard  \nbreak\\\nback &copy; &#x26; \\* ![alt *with* `code`](/i.png "t")\n# ATX heading #\nSetext\n---');
  });

  it('keeps line endings inside code spans, as micromark does', () => {
    same('A `code\nspan` and `` ` `` and ` a `.');
    same('- item with `{\n      "indented": true\n    }` code');
  });
});

describe('parseMarkdown and remarkMarkdownIt', () => {
  const viaPlugin = (markdown: string): Root => unified().use(remarkMarkdownIt).parse(markdown);

  it('parse with markdown-it', () => {
    const markdown = 'A [link](/a/) and ~~old~~, www.example.com.';
    expect(comparable(viaPlugin(markdown))).toEqual(comparable(markdownItTree(markdown) ?? { type: 'root', children: [] }));
  });

  it.each([
    ['a footnote', 'Text[^1] and [x][].\n\n[^1]: The note.\n[x]: /x/'],
    ['CRLF line endings', 'One\r\ntwo\r\n\n```\r\ncode\r\n```\r\n'],
    ['a literal with a host without a dot', 'Open http://localhost:8080/ now.'],
    ['an address after mailto:', 'Write to mailto:a@example.com.'],
    ['an escape inside a literal', 'See https://example.com/a\\_b.'],
    ['a character reference inside a literal', 'See https://example.com/?a=1&amp;b=2.'],
    ['a literal followed by a star', 'See https://example.com/a*.'],
    ['a literal spelled with an escaped colon', 'See http\\://example.com/ now.'],
    ['a literal spelled with a character reference', 'See http&#58;//example.com/ now.'],
    ['a whitespace-only line after indented code', '    code\n        \n\nText.'],
  ])('leave a document with %s to remark-parse with remark-gfm', (_, markdown) => {
    expect(markdownItTree(markdown)).toBeUndefined();
    expect(comparable(parseMarkdown(markdown))).toEqual(comparable(remark.parse(markdown)));
    expect(comparable(viaPlugin(markdown))).toEqual(comparable(remark.parse(markdown)));
  });

  it('gives each of two definitions of a label its own destination, as micromark does', () => {
    same('[a]\n\n[a]: /first/\n[A]: /second/ "Second"');
  });
});
