import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteHighlighter, type SiteHighlighter } from '../markdown/highlight.ts';
import { createRenderer } from '../markdown/render.ts';
import { cacheImages, packagePathOf, publishReadmeImages, readmeImageUrl, readmeImageUrls } from './readme-images.ts';

const REPO = { slug: 'example/fancy-loader', directory: '' };
const SHOT = readmeImageUrl(Buffer.from('shot'), 'docs/shot.png');

// README images of every kind: shipped in the package (relative and on the repository), badges, remote screenshots, <picture>.
const README = `Intro.

![Screenshot](./docs/shot.png) ![Same, on the code host](https://raw.githubusercontent.com/example/fancy-loader/main/docs/shot.png)

[![Coverage](https://codecov.io/gh/example/fancy-loader/badge.svg)](https://codecov.io/gh/example/fancy-loader) text after

![Demo](https://user-images.githubusercontent.com/1/demo.gif)

![](https://example.com/decoration.png)

<picture><source media="(prefers-color-scheme: dark)" srcset="https://example.com/dark.png"><img src="https://example.com/light.png" alt="Logo"></picture>

<img src="docs/missing.png" alt="Not shipped">
`;

let highlighter: SiteHighlighter;
beforeAll(async () => {
  highlighter = await createSiteHighlighter();
}, 60_000);

function render(images: Record<string, string>): string {
  return createRenderer({ highlighter, readFile: () => '' })({
    file: 'content/loaders/_fancy-loader.md',
    markdown: README,
    lineOffset: 0,
    readme: { repository: REPO, packagePages: new Map(), images },
  }).html;
}

describe('README images', () => {
  it('serves an image the package ships from this site, by relative path or by its URL on the package repository', () => {
    const html = render({ 'docs/shot.png': SHOT });
    expect(SHOT).toMatch(/^\/readme-images\/[0-9a-f]{16}\.png$/);
    expect(html).toContain(`<img src="${SHOT}" alt="Screenshot">`);
    expect(html).toContain(`<img src="${SHOT}" alt="Same, on the code host">`);
  });

  it('loads nothing remote: a linked badge leaves its alt text in the link, a remote image becomes a link, one without alt text goes', () => {
    const html = render({ 'docs/shot.png': SHOT });
    expect(html).not.toMatch(/(src|srcset)="(https?:)?\/\//);
    expect(html).toContain('<a href="https://codecov.io/gh/example/fancy-loader" rel="noopener noreferrer">Coverage</a> text after');
    expect(html).toContain('<a href="https://user-images.githubusercontent.com/1/demo.gif" rel="noopener noreferrer">Demo</a>');
    expect(html).not.toContain('decoration.png');
    expect(html).not.toContain('<p></p>');
    expect(html).toContain('<a href="https://example.com/light.png" rel="noopener noreferrer">Logo</a>');
    expect(html).not.toMatch(/<picture|<source|dark\.png/);
    // Relative, not in the package: there is nowhere to load it from, so its alt text stays.
    expect(html).toContain('Not shipped');
    expect(html).not.toContain('missing.png');
  });

  it('without the image in the package, the relative one is shown as its alt text too', () => {
    const html = render({});
    expect(html).not.toMatch(/<img/);
    expect(html).toContain('<a href="https://raw.githubusercontent.com/example/fancy-loader/main/docs/shot.png" rel="noopener noreferrer">Same, on the code host</a>');
  });

  it('maps an image URL to its path inside the package, a monorepo folder included', () => {
    expect(packagePathOf('./a/../docs/x.png?raw=1', REPO)).toBe('docs/x.png');
    expect(packagePathOf('https://github.com/Example/Fancy-Loader/blob/v1/docs/x.png?raw=true', REPO)).toBe('docs/x.png');
    expect(packagePathOf('https://raw.githubusercontent.com/a/mono/HEAD/packages/x/img/y.svg', { slug: 'a/mono', directory: 'packages/x' })).toBe('img/y.svg');
    expect(packagePathOf('https://raw.githubusercontent.com/a/mono/HEAD/other/y.svg', { slug: 'a/mono', directory: 'packages/x' })).toBeUndefined();
    expect(packagePathOf('https://raw.githubusercontent.com/someone/else/HEAD/y.svg', REPO)).toBeUndefined();
  });

  it('caches the package images and publishes only those a page shows; a referenced image missing from the cache fails', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'readme-images-'));
    const unpacked = path.join(work, 'package');
    await mkdir(path.join(unpacked, 'docs'), { recursive: true });
    await mkdir(path.join(unpacked, 'node_modules/x'), { recursive: true });
    await writeFile(path.join(unpacked, 'docs/shot.png'), 'shot');
    await writeFile(path.join(unpacked, 'docs/other.svg'), '<svg/>');
    await writeFile(path.join(unpacked, 'index.js'), '');
    await writeFile(path.join(unpacked, 'node_modules/x/dep.png'), 'dep');
    const images = path.join(work, 'cache/fancy-loader@1.0.0/images');
    const cached = await cacheImages(unpacked, images);
    expect(cached.sort()).toEqual(['docs/other.svg', 'docs/shot.png']);
    expect(await readmeImageUrls(images, ['docs/shot.png'])).toEqual({ 'docs/shot.png': SHOT });
    const out = path.join(work, 'dist');
    expect(await publishReadmeImages(path.join(work, 'cache'), out, [`<img src="${SHOT}" alt="">`, '<p>no image</p>'])).toBe(1);
    expect(await readdir(path.join(out, 'readme-images'))).toEqual([SHOT.split('/').pop()]);
    await expect(publishReadmeImages(path.join(work, 'cache'), out, ['<img src="/readme-images/0123456789abcdef.png">'])).rejects.toThrow(/referenced but not cached/);
  });
});
