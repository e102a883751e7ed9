/** The navigation tree from frontmatter: the tree the rendered pipeline builds, written before any page renders. */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navFromFrontmatter } from './early-nav.ts';
import { runContentPipeline } from './pipeline.ts';
import { readSources, scanContent } from './scan.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe('navFromFrontmatter', () => {
  let out = '';
  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'early-nav-'));
  });
  afterAll(async () => rm(out, { recursive: true, force: true }));

  it('writes the same tree the pipeline builds from the rendered pages, before they render', async () => {
    let early: unknown;
    const result = await runContentPipeline({
      root,
      contentDir: 'tests/fixtures/content',
      outDir: out,
      git: false,
      onNav: () => {
        early = JSON.parse(readFileSync(path.join(out, 'nav.json'), 'utf8'));
      },
    });
    expect(early).toEqual(JSON.parse(JSON.stringify(result.nav)));
  });

  it('gives up on an invalid frontmatter, which rendering then reports', async () => {
    const dir = path.join(out, 'bad/guides');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'index.md'), '---\ntitle: Guides\n---\n\nText.\n');
    await writeFile(path.join(dir, 'broken.md'), '---\nsort: 1\n---\n\nNo title.\n');
    const files = await scanContent(path.join(out, 'bad'));
    expect(navFromFrontmatter('bad', files, await readSources(files), '5.0.0')).toBeUndefined();
  });
});

