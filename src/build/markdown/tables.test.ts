/** Tables' scroll boxes and the break points of the code in their cells (`tables.ts`), through the renderer. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteHighlighter } from './highlight.ts';
import { createRenderer, type RenderInput, type RenderOutput } from './render.ts';
import { codeBreaks, uniqueLabels } from './tables.ts';

let render: (input: RenderInput) => RenderOutput;
const html = (markdown: string): string => render({ file: 'content/x.md', markdown, lineOffset: 0 }).html;
const TABLE = '| Value | Meaning |\n| - | - |\n| `a` | b |';

beforeAll(async () => {
  render = createRenderer({ highlighter: await createSiteHighlighter(), readFile: () => '' });
});

describe('codeBreaks', () => {
  it('breaks a URL after its separators, never before a closing quote', () => {
    expect(codeBreaks("'https://cdn.example.com/app/'")).toEqual(["'https://", 'cdn.', 'example.', 'com/', "app/'"]);
  });

  it('leaves leading and trailing separators and short values whole', () => {
    for (const value of ['--mode', '.js', "'auto'", 'a-', "''", '**/*.js']) expect(codeBreaks(value)).toEqual([value]);
    expect(codeBreaks('[name].[contenthash].js')).toEqual(['[name].', '[contenthash].', 'js']);
  });

  it('breaks a long camel-case name at its humps, a short one not', () => {
    expect(codeBreaks('new MiniCssExtractPlugin()')).toEqual(['new Mini', 'Css', 'Extract', 'Plugin()']);
    expect(codeBreaks('publicPath')).toEqual(['publicPath']);
    expect(codeBreaks('output.devtoolModuleFilenameTemplate')).toEqual(['output.', 'devtool', 'Module', 'Filename', 'Template']);
  });

  it('loses no character', () => {
    const value = "import.meta.url ?? self.location + '/x_y-z=1&b|c'";
    expect(codeBreaks(value).join('')).toBe(value);
  });
});

describe('uniqueLabels', () => {
  it('numbers only the names that repeat', () => {
    expect(uniqueLabels(['a', 'b', 'a'])).toEqual(['a, table 1 of 2', 'b', 'a, table 2 of 2']);
  });
});

describe('table boxes', () => {
  it('name each box after the heading above its table, numbered when two share it', () => {
    const out = html(`# Page\n\n${TABLE}\n\n## output.publicPath\n\n${TABLE}\n\n### Values\n\n${TABLE}\n\n${TABLE}`);
    expect([...out.matchAll(/<div class="table-wrap" tabindex="0" role="group" aria-label="([^"]*)"><table>/g)].map((m) => m[1])).toEqual([
      'Page',
      'output.publicPath',
      'Values, table 1 of 2',
      'Values, table 2 of 2',
    ]);
  });

  it("name a table before any heading 'Table'", () => {
    expect(html(TABLE)).toContain('<div class="table-wrap" tabindex="0" role="group" aria-label="Table"><table>');
  });

  it('put break points in the code of table cells only', () => {
    const out = html("`'https://cdn.example.com/app/'`\n\n| Value | Meaning |\n| - | - |\n| `'https://cdn.example.com/app/'` | `a.b` from `c` |");
    expect(out).toContain("<p><code>'https://cdn.example.com/app/'</code></p>");
    expect(out).toContain("<td><code>'https://<wbr>cdn.<wbr>example.<wbr>com/<wbr>app/'</code></td>");
    expect(out).toContain('<td><code>a.<wbr>b</code> from <code>c</code></td>');
  });
});
