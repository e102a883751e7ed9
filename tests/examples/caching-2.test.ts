import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildExample, EXAMPLES_DIR, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

const dir = path.join(EXAMPLES_DIR, 'caching-2');
const WORK_ROOT = path.resolve(import.meta.dirname, '../../.cache/examples-work');

/** The emitted script names by chunk name. */
function namesByChunk(build: ExampleBuild): Record<string, string> {
  const names: Record<string, string> = {};
  for (const file of build.files) {
    const match = /^(\w+)\.[0-9a-f]{20}\.js$/.exec(file);
    if (match) names[match[1]!] = file;
  }
  return names;
}

describe('caching-2 example (runtime and vendors split out)', () => {
  // Every build is of a copy of the example, which the second test edits. The copy sits inside
  // the repository, so the modules' paths relative to it (which their deterministic ids hash)
  // are the same in every checkout; from a folder in /tmp they depended on where the repository
  // was, and in one checkout the added module's id took lodash's and moved it. The first build, of
  // the unedited copy, serves both tests: a build of the example folder as well repeated it.
  let work = '';
  let first: ExampleBuild;
  beforeAll(async () => {
    await mkdir(WORK_ROOT, { recursive: true });
    work = await mkdtemp(path.join(WORK_ROOT, 'caching-2-src-'));
    await cp(dir, work, { recursive: true });
    first = await buildExample('caching-2', { dir: work });
  });

  it('emits runtime, vendors and main with content hashes, loaded in that order', async () => {
    const build = first;
    const js = build.files.filter((f) => f.endsWith('.js'));
    expect(js).toHaveLength(3);
    for (const name of ['main', 'runtime', 'vendors']) {
      expect(js.filter((f) => new RegExp(`^${name}\\.[0-9a-f]{20}\\.js$`).test(f))).toHaveLength(1);
    }
    const html = await build.read('index.html');
    const order = [...html.matchAll(/src=(\w+)\./g)].map((m) => m[1]);
    expect(order).toEqual(['runtime', 'vendors', 'main']);

    const page = createBrowserSandbox(build);
    for (const src of [...html.matchAll(/src=([^\s>]+)/g)].map((m) => m[1]!)) await page.runScript(src);
    expect(page.logs).toEqual([
      '1960s: The Left Hand of Darkness',
      '1970s: The Dispossessed, Kindred',
      '1980s: Neuromancer',
    ]);
    // lodash lives in vendors, the book list in main
    expect(await build.read(js.find((f) => f.startsWith('vendors'))!)).not.toContain('Neuromancer');
    expect(await build.read(js.find((f) => f.startsWith('main'))!)).toContain('Neuromancer');
  });

  it('changes only the main hash when application code changes', async () => {
    const before = namesByChunk(first);

    // edit a module
    const books = path.join(work, 'src/books.js');
    await writeFile(
      books,
      (await readFile(books, 'utf8')).replace('];', "  { title: 'Parable of the Sower', year: 1993 },\n];"),
    );
    const edited = namesByChunk(await buildExample('caching-2', { dir: work }));
    expect(edited.main).not.toBe(before.main);
    expect(edited.vendors).toBe(before.vendors);
    expect(edited.runtime).toBe(before.runtime);

    // add a new module: deterministic module ids keep the vendors chunk unchanged
    await writeFile(path.join(work, 'src/heading.js'), "export const heading = 'Books by decade';\n");
    const index = path.join(work, 'src/index.js');
    await writeFile(
      index,
      "import { heading } from './heading.js';\n" +
        (await readFile(index, 'utf8')) +
        'console.log(heading);\n',
    );
    const added = namesByChunk(await buildExample('caching-2', { dir: work }));
    expect(added.main).not.toBe(edited.main);
    expect(added.vendors).toBe(before.vendors);
    expect(added.runtime).toBe(before.runtime);
  }, 120_000);
});
