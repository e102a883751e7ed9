/** The renderer: raw HTML goes through parse5 and the sanitiser; pages without any render the same without that pass. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteHighlighter } from './highlight.ts';
import { createRenderer, type RenderInput, type RenderOutput } from './render.ts';

let render: (input: RenderInput) => RenderOutput;
const html = (markdown: string): string => render({ file: 'content/x.md', markdown, lineOffset: 0 }).html;

beforeAll(async () => {
  render = createRenderer({ highlighter: await createSiteHighlighter(), readFile: () => '' });
});

const PAGE = [
  '## Title',
  'Some *text* with `code`, a [link](/concepts/) and https://webpack.js.org.',
  '| a | b |\n| - | - |\n| 1 | 2 |',
  '- [ ] task\n- item',
  '```js title="webpack.config.js" {1}\nconst a = 1; // [!code ++]\n```',
  '> [!NOTE]\n> Note.',
].join('\n\n');

describe('createRenderer', () => {
  it('marks a link whose text is its own address, with or without the scheme and the trailing slash, and no other', () => {
    const out = html(
      [
        'See https://example.com/docs/.',
        'See [example.com/docs](https://example.com/docs/).',
        'See [https://webpack.js.org/guides/](https://webpack.js.org/guides/) and [webpack.js.org/concepts](/concepts/).',
        'See [the docs](https://example.com/docs/) and [/guides/](https://example.com/guides/).',
      ].join('\n\n'),
    );
    const marked = [...out.matchAll(/<a [^>]*>/g)].map(([tag]) => [/href="([^"]*)"/.exec(tag)?.[1], /class="[^"]*\burl-text\b/.test(tag)]);
    expect(marked).toEqual([
      ['https://example.com/docs/', true],
      ['https://example.com/docs/', true],
      ['/guides/', true],
      ['/concepts/', true],
      ['https://example.com/docs/', false],
      ['https://example.com/guides/', false],
    ]);
  });


  it('parses raw HTML and keeps only what the sanitiser allows', () => {
    expect(html('Press <kbd>Ctrl</kbd>.<script>alert(1)</script>')).toBe('<p>Press <kbd>Ctrl</kbd>.</p>');
  });

  it('renders a page without raw HTML exactly as the parse5 pass would', () => {
    // A comment is raw HTML that the sanitiser drops: with it the page takes the rehype-raw path.
    expect(html(PAGE).trimEnd()).toBe(html(`${PAGE}\n\n<!-- comment -->`).trimEnd());
  });

  it("keeps a section's inline code spans of more than one word for the search, not its code blocks' text", () => {
    const md = '## Troubleshooting\n\n| Message | Fix |\n| - | - |\n| `Cannot use import statement outside a module` | Rename it to `.mjs`. |\n\n```js\nconst not = a span;\n```\n\n## Next\n\nPlain text.';
    const { sections } = render({ file: 'content/x.md', markdown: md, lineOffset: 0 });
    expect(sections.find((s) => s.heading === 'Troubleshooting')?.phrases).toEqual(['Cannot use import statement outside a module']);
    expect(sections.find((s) => s.heading === 'Next')?.phrases).toBeUndefined();
  });

  it("gives a section's text with each run of white space one space, across its elements, cut at 4,000 characters", () => {
    const md = '## Spaces\n\nOne  line\nand\tanother.\n\n- item  one\n- item two\n\n```bash\n  npm   run   build  \n```\n\nLast.';
    const { sections } = render({ file: 'content/x.md', markdown: md, lineOffset: 0 });
    expect(sections.find((s) => s.heading === 'Spaces')?.text).toBe(' One line and another. item one item two npm run build Last.');
    const long = render({ file: 'content/x.md', markdown: `## Long\n\n${'word '.repeat(500)}\n\n${'more '.repeat(500)}\n\nNever.`, lineOffset: 0 });
    const text = long.sections.find((s) => s.heading === 'Long')?.text ?? '';
    expect(text).toHaveLength(4000);
    expect(text).not.toContain('Never');
  });

  it('keeps the names a table defines: body rows whose first cell is one code span', () => {
    const md = "## Values\n\n| Value | Meaning |\n| - | - |\n| `'errors-only'` | Only errors. |\n| `hidden-source-map` | No comment. |\n| a `mixed` cell | Not a name. |\n\n## Next\n\nPlain text.";
    const { sections } = render({ file: 'content/x.md', markdown: md, lineOffset: 0 });
    expect(sections.find((s) => s.heading === 'Values')?.names).toEqual(["'errors-only'", 'hidden-source-map']);
    expect(sections.find((s) => s.heading === 'Next')?.names).toBeUndefined();
  });

  it('starts a search section at a level-4 heading of a hand-written page, not at one plain word or in a README', () => {
    const md = '## Options\n\nAll of them.\n\n### cacheGroups\n\nGroups.\n\n#### reuseExistingChunk\n\nReuses a chunk.\n\n#### priority\n\nWhich group wins.\n\n#### Template placeholders\n\nSay `[name]`.';
    const page = render({ file: 'content/x.md', markdown: md, lineOffset: 0 }).sections;
    expect(page.map((s) => [s.heading, s.level])).toEqual([['Options', 2], ['cacheGroups', 3], ['reuseExistingChunk', 4], ['Template placeholders', 4]]);
    // A plain word's text goes to the section above it, not to the level-4 section before it.
    expect(page.find((s) => s.heading === 'cacheGroups')?.text).toContain('Which group wins.');
    expect(page.find((s) => s.heading === 'reuseExistingChunk')?.text).not.toContain('Which group wins.');
    const readme = render({ file: 'content/_x.md', markdown: md, lineOffset: 0, readme: { repository: { slug: 'x/x', directory: '' }, packagePages: new Map() } }).sections;
    expect(readme.map((s) => s.heading)).toEqual(['Options', 'cacheGroups']);
    // A heading that starts no section stays in the text as its words, without the permalink's '#'.
    const kept = readme.find((s) => s.heading === 'cacheGroups')?.text ?? '';
    expect(kept).toContain('reuseExistingChunk Reuses a chunk.');
    expect(kept).not.toContain('#');
    expect(page.find((s) => s.heading === 'cacheGroups')?.text).toContain('priority Which group wins.');
  });

  it('makes a date that fills a table cell a <time>, and leaves other cells and dates in sentences alone', () => {
    const out = html('| Date | Post |\n| - | - |\n| 2020-12-08 | Out on 2020-12-08 |\n| 2020-12 | 12020-12-08 |');
    expect([...out.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1])).toEqual(['<time datetime="2020-12-08">2020-12-08</time>', 'Out on 2020-12-08', '2020-12', '12020-12-08']);
  });

  it("writes each code block's number of lines on its pre, which sizes the block while it is not drawn", () => {
    const out = html('```js\nconst a = 1;\nconst b = 2;\n\nexport { a, b };\n```\n\n```\none line\n```');
    expect([...out.matchAll(/<pre\b[^>]*\bdata-lines="(\d+)"/g)].map((m) => m[1])).toEqual(['4', '1']);
  });
});

