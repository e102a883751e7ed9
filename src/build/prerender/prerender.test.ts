/** The prerender step writes every route, rendering each document only shortly before it is written. */
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageData } from '../../shared/types.ts';
import type { PipelineResult } from '../content/pipeline.ts';
import { prerender } from './prerender.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A page of the fixture site. */
const page = (i: number): PageData => ({ url: `/guides/page-${i}/`, title: `Page ${i}`, description: `About ${i}`, html: `<p>Body ${i}</p>`, anchors: [], contributors: [], related: [], editUrl: 'https://example.com/edit' });

/** HTML files under `dir`, counted. */
const htmlFiles = (dir: string): number => readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;

describe('prerender', () => {
  it('writes every route, each before the next is rendered, and tells each as written', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'prerender-'));
    dirs.push(dir);
    const outDir = path.join(dir, 'out');
    // A stand-in for the prerender bundle: it notes how many HTML files were written when each route rendered.
    const bundle = path.join(dir, 'entry-server.cjs');
    await writeFile(bundle, `const fs = require('node:fs'); const path = require('node:path');\nconst count = (d) => fs.existsSync(d) ? fs.readdirSync(d, { recursive: true }).filter((f) => String(f).endsWith('.html')).length : 0;\nexports.seen = [];\nexports.render = (url) => { exports.seen.push(count(${JSON.stringify(outDir)})); return '<main>' + url + '</main>'; };\n`);
    const pages = Array.from({ length: 40 }, (_, i) => page(i));
    const content = { pages, printables: [] } as unknown as PipelineResult;
    // Each file is told as written, while it is on disk.
    const told: string[] = [];
    const written = prerender({ bundle, outDir, content, assets: { js: ['/main.js'], css: ['/styles.css'] }, onWritten: (file) => told.push(`${file}:${existsSync(path.join(outDir, file))}`) });
    expect(written).toBe(pages.length + 3);
    expect(told).toHaveLength(written);
    expect(told.slice(0, 3)).toEqual(['/index.html:true', '/app-shell/index.html:true', '/404.html:true']);
    expect(told.every((t) => t.endsWith(':true'))).toBe(true);
    expect(htmlFiles(outDir)).toBe(written);
    expect(await readFile(path.join(outDir, 'guides/page-7/index.html'), 'utf8')).toContain('<main>/guides/page-7/</main>');
    // The instance prerender required (it stays in require's cache).
    const { seen } = createRequire(import.meta.url)(bundle) as { seen: number[] };
    expect(seen).toHaveLength(written);
    // The k-th document is rendered once the k before it are written (one document held at a time).
    seen.forEach((writtenBefore, k) => expect(writtenBefore).toBe(k));
  });
});
