/**
 * The markdown of a page rendered by the real pipeline (highlighter, option signatures, includes)
 * from a fixture that uses every construct the site's markdown supports, and of a third-party page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../shared/types.ts';
import { buildOptionSignatures } from '../docs-check/schema-type.ts';
import { optionSignatureAnnotator } from '../docs-check/signature-html.ts';
import { createSiteHighlighter } from '../markdown/highlight.ts';
import { createRenderer, type RenderInput, type RenderOutput } from '../markdown/render.ts';
import { pageMarkdown, pageSlugs } from './page-markdown.ts';

const root = path.resolve(import.meta.dirname, '../../..');
let render: (input: RenderInput) => RenderOutput;

beforeAll(async () => {
  render = createRenderer({
    highlighter: await createSiteHighlighter(),
    annotateHeadings: optionSignatureAnnotator(buildOptionSignatures()),
    readFile: (rel) => readFileSync(path.join(root, rel), 'utf8'),
  });
});

function page(url: string, markdown: string, extra: Partial<PageData> = {}): PageData {
  const html = render({ file: 'content/configuration/fixture.md', markdown, lineOffset: 0 }).html;
  return { url, title: 'Every construct', description: 'A page that uses everything.', html, anchors: [], contributors: [], related: [], editUrl: 'https://example.com/edit', ...extra };
}

/** Converts pages together, as the build does (links resolve against each other's headings). */
function convert(pages: readonly PageData[]): Map<string, string> {
  const slugs = new Map(pages.map((p) => [p.url, pageSlugs(p)]));
  return new Map(pages.map((p) => [p.url, pageMarkdown(p, slugs)]));
}

const htmlNodes = (markdown: string): string[] => {
  const out: string[] = [];
  visit(fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }), 'html', (n) => {
    out.push(n.value);
  });
  return out;
};

describe('page markdown', () => {
  let md = '';
  beforeAll(() => {
    const fixture = readFileSync(path.join(root, 'tests/fixtures/markdown/every-construct.md'), 'utf8');
    const main = page('/configuration/fixture/', fixture, { lastUpdated: '2026-01-02T03:04:05Z', related: [{ title: 'Output', url: '/configuration/output-fixture/' }] });
    const output = page('/configuration/output-fixture/', '## Intro\n\n### output.filename\n\nText.');
    md = convert([main, output]).get('/configuration/fixture/') ?? '';
  });

  it('starts with a header (title, summary, canonical URL, last update) and no frontmatter', () => {
    expect(md.split('\n---\n')[0]).toBe(
      '# Every construct\n\n> A page that uses everything.\n\n- Canonical URL: <https://webpack.js.org/configuration/fixture/>\n- Last updated: 2026-01-02\n',
    );
  });

  it('makes links absolute: to the other page\'s markdown when the heading is there, else to its HTML', () => {
    expect(md).toContain('[Output](https://webpack.js.org/configuration/output-fixture.md#outputfilename)');
    expect(md).toContain('[a missing heading](https://webpack.js.org/configuration/output-fixture/#nowhere)');
    expect(md).toContain("[this page's table](https://webpack.js.org/configuration/fixture.md#a-table)");
    expect(md).toContain('[the printable page](https://webpack.js.org/configuration/printable/)');
    expect(md).toContain('[webpack on npm](https://www.npmjs.com/package/webpack)');
    // A route this conversion does not know (no markdown to link to) stays the HTML page.
    expect(md).toContain('[link with `code`](https://webpack.js.org/concepts/)');
    expect(md).toContain('## Further Reading\n\n- [Output](https://webpack.js.org/configuration/output-fixture.md)');
  });

  it('keeps inline formatting and escapes what would be markdown syntax', () => {
    expect(md).toContain('Some *emphasis*, **strong text**, ~~struck~~, `inline code`, `Ctrl` and stars \\* and *underscores* in text');
  });

  it('writes tables as GFM tables, pipes escaped (in code spans too, or GFM splits the cell there)', () => {
    expect(md).toContain("| Option | Type | Default |\n| --- | --- | --- |\n| `mode` | `string` | `'production'` |\n| pipe \\| inside | `a \\| b` | none |");
  });

  it('writes callouts as blockquotes led by their label', () => {
    expect(md).toContain('> **Note**\n>\n> A note with a [link](https://webpack.js.org/concepts/).');
    expect(md).toContain('> **Warning**\n>\n> A warning.\n>\n> With a second paragraph.');
  });

  it('fences code with its language, title, highlighted and diff lines, and a fence longer than the code\'s backticks', () => {
    expect(md).toContain("```js title=\"webpack.config.js\" {2,4-5}\nmodule.exports = {\n  mode: 'production',");
    // The page drops the notation comments and keeps the space before them.
    expect(md).toContain('```js ins={2} del={1}\nconst a = 1; \nconst b = 2; \n```');
    expect(md).toContain('```bash\nnpx webpack --mode production\n```');
    expect(md).toContain('````text\nplain output with ``` backticks\n````');
  });

  it('shows included example files and the generated option signature', () => {
    const example = readFileSync(path.join(root, 'examples/getting-started/webpack.config.js'), 'utf8').trimEnd();
    expect(md).toContain(`\`\`\`js title="webpack.config.js"\n${example}\n\`\`\``);
    expect(md).toMatch(/### output\.filename\n\n\*\*Type:\*\* `string \| function` · \*\*Default:\*\* `"\[name\]\.js"`\n\nThe text under an option heading\./);
  });

  it('writes lists, task lists, images and diagrams', () => {
    expect(md).toContain('1. First\n2. Second with `code`');
    expect(md).toContain('- [x] done\n- [ ] to do');
    expect(md).toContain('![The webpack logo](https://webpack.js.org/favicon.svg)');
    expect(md).toContain('*Diagram: Two boxes joined by an arrow Labels: entry, bundle.*');
  });

  it('holds no HTML and no permalink marks', () => {
    expect(htmlNodes(md)).toEqual([]);
    expect(md).not.toMatch(/<\/?[a-z]+[\s>]/);
    expect(md).not.toMatch(/\]\(#/);
  });

  it('gives a third-party page its disclaimer with the source README and repository', () => {
    const thirdParty = { packageName: 'some-loader', version: '1.2.3', source: 'https://example.com/raw/README.md', edit: 'https://example.com/edit', repo: 'https://example.com/some-loader' };
    const readme = convert([page('/loaders/some-loader/', 'Loads some files.', { title: 'some-loader', thirdParty })]).get('/loaders/some-loader/') ?? '';
    expect(readme).toContain(
      '---\n\n> **Disclaimer:** some-loader is a third-party package, maintained outside webpack by its own authors; it may not have the same support, security policy or license as webpack. This page shows its README for version 1.2.3, read from the published package. [Source README](https://example.com/raw/README.md), [repository](https://example.com/some-loader).\n\nLoads some files.\n',
    );
  });
});

describe('package-manager tabs', () => {
  it('become the npm command as a bash block, the other managers listed after it', () => {
    const block = (code: string): string => render({ file: 'content/x.md', markdown: `\`\`\`bash\n${code}\n\`\`\``, lineOffset: 0 }).html;
    const html = [
      '<p>Install it:</p>',
      '<div class="pm-tabs" data-pm-tabs=""><div role="tablist"><button role="tab">npm</button><button role="tab">yarn</button></div>',
      `<div role="tabpanel" data-pm="yarn">${block('yarn add -D webpack')}</div>`,
      `<div role="tabpanel" data-pm="npm">${block('npm install --save-dev webpack')}</div>`,
      `<div role="tabpanel" data-pm="pnpm">${block('pnpm add -D webpack')}</div>`,
      `<div role="tabpanel" data-pm="bun">${block('bun add -d webpack')}</div>`,
      '</div>',
    ].join('');
    const md = convert([{ url: '/guides/x/', title: 'X', description: '', html, anchors: [], contributors: [], related: [], editUrl: '' }]).get('/guides/x/') ?? '';
    expect(md.split('\n---\n\n')[1]).toBe('Install it:\n\n```bash\nnpm install --save-dev webpack\n```\n\n- yarn: `yarn add -D webpack`\n- pnpm: `pnpm add -D webpack`\n- bun: `bun add -d webpack`\n');
  });
});
