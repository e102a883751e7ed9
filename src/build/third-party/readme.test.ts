import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHighlighter, type SiteHighlighter } from '../markdown/highlight.ts';
import { createRenderer } from '../markdown/render.ts';
import { createReadmeProvider } from './readmes.ts';
import { coveredPackagePage } from './remark-readme.ts';
import { parseRepository, thirdPartyLinks } from './repository.ts';

// A README written for these tests, with every feature the clean-up handles.
const README = `<div align="center">
  <img width="120" src="logo.svg" alt="logo">
</div>

# fancy-loader

[![npm][npm]][npm-url] [![build](https://img.shields.io/badge/build-ok-green.svg)](https://ci.example.com)

Loads fancy files. See [the loaders concept](https://webpack.js.org/concepts/loaders/) and
[css-loader](https://github.com/webpack-contrib/css-loader) or [style-loader on npm](https://www.npmjs.com/package/style-loader).

## Getting Started

Read [the changelog](./CHANGELOG.md) and [docs](../../docs/usage.md). The options are [here](#options),
the API [here][api] and [the guide](https://example.com/guide).

![diagram](./images/flow.png)

\`\`\`js
module.exports = { module: { rules: [{ test: /\\.fancy$/, loader: 'fancy-loader' }] } };
\`\`\`

<p onclick="alert(1)">Click <a href="javascript:alert(2)">here</a></p>
<script>alert(3)</script>

## Options

### \`strict\`

Text.

[api]: https://www.example.com/fancy/api/
[npm]: https://img.shields.io/npm/v/fancy-loader.svg
[npm-url]: https://npmjs.com/package/fancy-loader
`;

const pages = new Map([
  ['css-loader', '/loaders/css-loader/'],
  ['style-loader', '/loaders/style-loader/'],
]);

let highlighter: SiteHighlighter;
beforeAll(async () => {
  highlighter = await createSiteHighlighter();
}, 60_000);

function renderReadme(directory = 'packages/fancy-loader') {
  const render = createRenderer({ highlighter, readFile: () => '' });
  return render({
    file: 'content/loaders/_fancy-loader.md',
    markdown: README,
    lineOffset: 0,
    readme: { repository: { slug: 'example/monorepo', directory }, packagePages: pages },
  });
}

describe('README clean-up', () => {
  it('drops the logo block, the H1 and the badges', () => {
    const { html } = renderReadme();
    expect(html).not.toContain('logo.svg');
    expect(html).not.toMatch(/<h1/);
    expect(html).not.toContain('shields.io');
    expect(html).toContain('Loads fancy files.');
  });

  it('makes relative links absolute on the repository, inside its folder; an image the package does not ship becomes a link to it', () => {
    const { html } = renderReadme();
    expect(html).toContain('href="https://github.com/example/monorepo/blob/HEAD/packages/fancy-loader/CHANGELOG.md"');
    expect(html).toContain('href="https://github.com/example/monorepo/blob/HEAD/docs/usage.md"');
    expect(html).toContain('<a href="https://raw.githubusercontent.com/example/monorepo/HEAD/packages/fancy-loader/images/flow.png" rel="noopener noreferrer">diagram</a>');
    expect(html).not.toMatch(/<img/);
    const root = renderReadme('').html;
    expect(root).toContain('href="https://github.com/example/monorepo/blob/HEAD/CHANGELOG.md"');
  });

  it('sends links to the incumbent domain and to covered packages to our pages', () => {
    const { html, links } = renderReadme();
    expect(html).toContain('href="/concepts/loaders/"');
    expect(html).toContain('href="/loaders/css-loader/"');
    expect(html).toContain('href="/loaders/style-loader/"');
    expect(links).toEqual(expect.arrayContaining(['/concepts/loaders/', '/loaders/css-loader/']));
    expect(coveredPackagePage('https://github.com/webpack-contrib/css-loader#readme', pages)).toBe('/loaders/css-loader/');
    expect(coveredPackagePage('https://github.com/someone/else', pages)).toBeUndefined();
  });

  it('gives headings ids that become anchors, and highlights code', () => {
    const { anchors, html } = renderReadme();
    expect(anchors.map((a) => a.id)).toEqual(['getting-started', 'options', 'strict']);
    expect(html).toContain('class="shiki');
  });

  it('leaves no h1: an HTML title that repeats the page name goes, h1 sections move down a level', () => {
    const render = createRenderer({ highlighter, readFile: () => '' });
    const markdown = '> A note first.\n\n<h1 align="center">Fancy Loader</h1>\n\nIntro.\n\n# Install\n\n## From npm\n\n#### Deep\n';
    const readme = { repository: { slug: 'example/fancy-loader', directory: '' }, packagePages: pages, names: ['fancy-loader'] };
    const { html, anchors } = render({ file: 'content/loaders/_fancy-loader.md', markdown, lineOffset: 0, readme });
    expect(html).not.toMatch(/<h1/);
    expect(html).not.toContain('Fancy Loader');
    expect(anchors.map((a) => [a.level, a.title])).toEqual([
      [2, 'Install'],
      [3, 'From npm'],
    ]);
    expect(html).toMatch(/<h4 id="deep">/);
  });

  it('sanitises raw HTML: no script, no event handler, no javascript: URL', () => {
    const { html } = renderReadme();
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
    expect(html).toContain('Click');
  });
});

describe('repository links', () => {
  it('says where a link whose text is only "here" goes, in visually hidden text', () => {
    const { html } = renderReadme();
    expect(html).toContain('<a href="#options">here<span class="visually-hidden"> (section options)</span></a>');
    expect(html).toMatch(/<a href="https:\/\/www\.example\.com\/fancy\/api\/"[^>]*>here<span class="visually-hidden"> \(example\.com\/fancy\/api\)<\/span><\/a>/);
    expect(html).toMatch(/>the guide<\/a>/);
  });

  it('reads every form of the repository field', () => {
    expect(parseRepository('webpack/css-loader')).toEqual({ slug: 'webpack/css-loader', directory: '' });
    expect(parseRepository('github:webpack/css-loader')).toEqual({ slug: 'webpack/css-loader', directory: '' });
    expect(parseRepository({ url: 'git+https://github.com/babel/babel-loader.git' })).toEqual({ slug: 'babel/babel-loader', directory: '' });
    expect(parseRepository({ type: 'git', url: 'https://github.com/a/mono.git', directory: 'packages/x/' })).toEqual({ slug: 'a/mono', directory: 'packages/x' });
    expect(parseRepository({})).toBeUndefined();
  });

  it('derives the source, edit and repository links', () => {
    expect(thirdPartyLinks('x', '1.2.3', { slug: 'a/mono', directory: 'packages/x' }, 'README.md')).toEqual({
      packageName: 'x',
      version: '1.2.3',
      source: 'https://raw.githubusercontent.com/a/mono/HEAD/packages/x/README.md',
      edit: 'https://github.com/a/mono/edit/HEAD/packages/x/README.md',
      repo: 'https://github.com/a/mono',
    });
  });
});

describe('README cache and network', () => {
  // An unreachable registry, answered at once (no retries), stands for a machine without network.
  const offline = { npm_config_registry: 'http://127.0.0.1:1/', npm_config_fetch_retries: '0' };
  const saved = Object.fromEntries(Object.keys(offline).map((k) => [k, process.env[k]]));
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('builds from a warm cache with the registry unreachable', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'readme-cache-'));
    const dir = path.join(root, '.cache/readmes/fancy-loader@1.0.0');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'README.md'), '# fancy\n\n## Usage\n');
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'fancy-loader', version: '1.0.0', description: 'Fancy.', repository: 'example/fancy-loader' }));
    await writeFile(path.join(dir, 'meta.json'), JSON.stringify({ readmeFile: 'README.md', images: [] }));
    Object.assign(process.env, offline);
    const provider = createReadmeProvider(root, pages);
    const readme = await provider('content/loaders/_fancy-loader.md', { title: 'fancy-loader', package: 'fancy-loader', version: '1.0.0' });
    expect(readme.description).toBe('Fancy.');
    expect(readme.links.repo).toBe('https://github.com/example/fancy-loader');
  });

  it('fails naming the package when the cache is cold and the registry unreachable', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'readme-cold-'));
    Object.assign(process.env, offline);
    const provider = createReadmeProvider(root, pages);
    await expect(provider('content/loaders/_fancy-loader.md', { title: 'x', package: 'fancy-loader', version: '1.0.0' })).rejects.toThrow(
      /content\/loaders\/_fancy-loader\.md: the README of fancy-loader@1\.0\.0 is neither cached nor downloadable/,
    );
  }, 60_000);
});
