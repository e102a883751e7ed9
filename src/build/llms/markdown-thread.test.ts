/** The page markdown written on its own thread, as the build does it, and a failure's message. */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { NavTree, PageData } from '../../shared/types.ts';
import { createSignal, raiseSignal } from '../thread-signal.ts';
import { startMarkdownThread } from './markdown-thread.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

const page: PageData = { url: '/concepts/', title: 'Concepts', description: 'What webpack does.', html: '<h2 id="entry">Entry</h2><p>Where the graph <em>starts</em>.</p>', anchors: [], contributors: [], related: [], editUrl: 'https://example.com/edit' };
const nav: NavTree = { sections: [{ name: 'concepts', title: 'Concepts', url: '/concepts/', pages: [{ title: 'Concepts', url: '/concepts/' }] }], rootPages: [], webpackVersion: '5.0.0' };

describe('startMarkdownThread', () => {
  it("writes each page's markdown and the llms files from the thread, and reports them", async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'markdown-thread-'));
    dirs.push(outDir);
    const result = await startMarkdownThread().run({ outDir, nav, pages: [page] });
    expect(result.pages).toBe(1);
    expect(result.files).toEqual(expect.arrayContaining(['/concepts/index.md', '/concepts.md', '/llms.txt']));
    for (const file of result.files) expect(existsSync(path.join(outDir, file)), file).toBe(true);
    expect(readFileSync(path.join(outDir, 'concepts/index.md'), 'utf8')).toContain('Where the graph *starts*.');
    expect(result.llms.map((l) => l.file)).toContain('/llms.txt');
    expect(result.copies).toEqual([]);
  });

  it('starts once its signal is raised, as the build raises it when the search index is written', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'markdown-thread-'));
    dirs.push(outDir);
    const after = createSignal();
    const running = startMarkdownThread().run({ outDir, nav, pages: [page], after, compress: {} });
    raiseSignal(after);
    const result = await running;
    expect(result.pages).toBe(1);
    expect(existsSync(path.join(outDir, 'llms.txt'))).toBe(true);
    // Asked to, it compressed what it wrote (each file here too small to get copies).
    expect(result.copies.map((c) => [c.file, c.outcome.kind])).toEqual(result.files.map((f) => [f, 'small']));
  });

  it("rejects with the thread's error, naming the work", async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'markdown-thread-')), 'a-file');
    dirs.push(path.dirname(file));
    await writeFile(file, '');
    // The output folder is a file: writing under it fails.
    await expect(startMarkdownThread().run({ outDir: file, nav, pages: [page] })).rejects.toThrow(/^the page markdown failed: .*(ENOTDIR|EEXIST)/s);
  });
});
