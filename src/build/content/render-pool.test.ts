/** The render pool: hand-out order, CSS merging, and that workers render exactly what one thread does. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderEnv, renderContentFile } from './render-file.ts';
import { mergeCss, prestartRenderPool, renderInPool, renderOrder, slowGrammarFiles } from './render-pool.ts';
import { workerBundle } from '../workers.ts';
import { scanContent, type ContentFile } from './scan.ts';

const file = (relative: string, size: number): ContentFile => ({ relative, absolute: `/c/${relative}`, size });

describe('renderOrder', () => {
  it('hands out third-party pages first, then the largest files, ties by path', () => {
    const files = [file('a/small.md', 10), file('loaders/_css-loader.md', 80), file('a/big.md', 900), file('a/also-big.md', 900), file('plugins/_x.md', 90)];
    expect(renderOrder(files).map((f) => f.relative)).toEqual(['plugins/_x.md', 'loaders/_css-loader.md', 'a/also-big.md', 'a/big.md', 'a/small.md']);
    expect(renderOrder(files, true).map((f) => f.relative)).toEqual(['a/also-big.md', 'a/big.md', 'a/small.md', 'plugins/_x.md', 'loaders/_css-loader.md']);
  });
});

describe('mergeCss', () => {
  it('keeps each rule once, sorted, whichever thread saw it first', () => {
    const one = '.sh-b{--shiki-light:#111}.sh-a{--shiki-light:#222}';
    const two = '.sh-c{--shiki-light:#333}.sh-a{--shiki-light:#222}';
    expect(mergeCss([one, two])).toBe('.sh-a{--shiki-light:#222}.sh-b{--shiki-light:#111}.sh-c{--shiki-light:#333}');
    expect(mergeCss([two, one])).toBe(mergeCss([one, two]));
  });
});

describe('renderInPool', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'render-pool-'));
    const dir = path.join(root, 'content/guides');
    await mkdir(dir, { recursive: true });
    const code = (lang: string, body: string): string => `\`\`\`${lang}\n${body}\n\`\`\`\n`;
    await writeFile(path.join(dir, 'index.md'), `---\ntitle: Guides\n---\n\n## Start\n\n${code('js', "const a = require('a');")}`);
    await writeFile(path.join(dir, 'css.md'), `---\ntitle: CSS\n---\n\n## Rules\n\n${code('css', '.a { color: red; }')}\nText with <kbd>raw</kbd> HTML.\n`);
    await writeFile(path.join(dir, 'broken.md'), '---\ntitle: Broken\nnope: 1\n---\n\nbody\n');
    await writeFile(path.join(dir, 'shell.md'), `---\ntitle: Shell\n---\n\n${code('bash', 'npm install --save-dev webpack')}`);
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('renders every file once on two threads, in input order, as one thread does, with a group for one of them', async () => {
    const files = await scanContent(path.join(root, 'content'));
    const pooled = await renderInPool(root, 'content', files, { threads: 2, grouped: new Set(['guides/css.md', 'guides/shell.md']) });
    expect(pooled.results.map((r) => r.file.relative)).toEqual(['guides/css.md', 'guides/index.md', 'guides/shell.md']);
    expect(pooled.errors).toHaveLength(1);
    expect(pooled.errors[0]).toMatch(/^content\/guides\/broken\.md:3: unknown frontmatter key 'nope'/);

    const { env, highlighter } = await createRenderEnv(root, 'content');
    for (const result of pooled.results) {
      const alone = await renderContentFile(env, result.file);
      expect(result.out.html).toBe(alone.out.html);
      expect(result.out.anchors).toEqual(alone.out.anchors);
    }
    expect(pooled.css).toBe(mergeCss([highlighter.css()]));
  });

  it('hands out the files asked for first before the rest, and gives each result as it comes', async () => {
    const files = (await scanContent(path.join(root, 'content'))).filter((f) => f.relative !== 'guides/broken.md');
    const order: string[] = [];
    const pooled = await renderInPool(root, 'content', files, { threads: 1, first: new Set(['guides/shell.md']), onRendered: (relative, result) => order.push(`${relative} ${result.file.relative}`) });
    // By size alone the shell page, the smallest, would come last.
    expect(order[0]).toBe('guides/shell.md guides/shell.md');
    expect(order).toHaveLength(pooled.results.length);
  });

  it('renders as well with workers started before the files were known, and ends those started for another run', async () => {
    const entry = workerBundle(new URL('./render-worker.ts', import.meta.url));
    const files = await scanContent(path.join(root, 'content'));
    prestartRenderPool(entry, root, 'content', 2);
    const ahead = await renderInPool(root, 'content', files, { threads: 2 });
    const started = await renderInPool(root, 'content', files, { threads: 2 });
    expect(ahead.results.map((r) => r.out.html)).toEqual(started.results.map((r) => r.out.html));
    expect(ahead.errors).toEqual(started.errors);
    expect(ahead.css).toBe(started.css);
    expect([ahead.startedAhead, started.startedAhead]).toEqual([2, 0]);
    // Workers started for another folder, or for more threads, are ended, and others started.
    prestartRenderPool(entry, root, 'elsewhere', 2);
    const other = await renderInPool(root, 'content', files, { threads: 2 });
    prestartRenderPool(entry, root, 'content', 3);
    const more = await renderInPool(root, 'content', files, { threads: 2 });
    expect([other.startedAhead, more.startedAhead]).toEqual([0, 0]);
    expect(other.results.map((r) => r.out.html)).toEqual(started.results.map((r) => r.out.html));
  });

  it('finds the pages whose code, or README, needs a grammar slow to start, from the sources read once', () => {
    const files = [file('guides/css.md', 40), file('guides/shell.md', 30), file('loaders/_sass-loader.md', 20)];
    const sources = new Map([
      ['guides/css.md', '```css\na { b: c; }\n```\n'],
      ['guides/shell.md', '```bash\nnpm install\n```\n'],
      ['loaders/_sass-loader.md', '---\ntitle: sass-loader\n---\n'],
    ]);
    expect([...slowGrammarFiles(files, sources)]).toEqual(['guides/css.md']);
    const readme = new Map([['/c/loaders/_sass-loader.md', '```scss\na { b: c; }\n```\n']]);
    expect([...slowGrammarFiles(files, sources, readme)].sort()).toEqual(['guides/css.md', 'loaders/_sass-loader.md']);
  });

  it('holds third-party pages until the README cache is filled, then renders them from it', async () => {
    const pkgDir = path.join(root, 'content/loaders');
    await mkdir(pkgDir, { recursive: true });
    await writeFile(path.join(pkgDir, '_thing-loader.md'), '---\ntitle: thing-loader\npackage: thing-loader\nversion: 1.2.3\n---\n');
    const files = (await scanContent(path.join(root, 'content'))).filter((f) => f.relative !== 'guides/broken.md');
    // The cache entry appears only when the fetch settles: a worker reading it earlier would fail.
    let settle = (): void => undefined;
    const fetched = new Promise<void>((resolve) => (settle = resolve));
    // The cache is filled only once every other page has been rendered: by then each worker has
    // reached the third-party page (rendered last) and must be holding it.
    const firstParty = files.filter((f) => f.relative !== 'loaders/_thing-loader.md').length;
    let rendered = 0;
    let filled = false;
    let thirdPartyBeforeFill = false;
    let othersDone = (): void => undefined;
    const others = new Promise<void>((resolve) => (othersDone = resolve));
    const pooled = renderInPool(root, 'content', files, {
      threads: 2,
      readmesFetched: fetched,
      onRendered: (relative) => {
        if (relative === 'loaders/_thing-loader.md') thirdPartyBeforeFill ||= !filled;
        if (++rendered === firstParty) othersDone();
      },
    });
    await others;
    const cache = path.join(root, '.cache/readmes/thing-loader@1.2.3');
    await mkdir(cache, { recursive: true });
    await writeFile(path.join(cache, 'README.md'), '# thing-loader\n\nLoads things.\n');
    await writeFile(path.join(cache, 'package.json'), JSON.stringify({ name: 'thing-loader', version: '1.2.3', repository: 'github:example/thing-loader' }));
    await writeFile(path.join(cache, 'meta.json'), JSON.stringify({ readmeFile: 'README.md', images: [] }));
    filled = true;
    settle();
    const { results, errors } = await pooled;
    expect(errors).toEqual([]);
    expect(thirdPartyBeforeFill, 'the third-party page was rendered before its README was in the cache').toBe(false);
    const page = results.find((r) => r.file.relative === 'loaders/_thing-loader.md');
    expect(page?.out.html).toContain('Loads things.');
    expect(page?.thirdParty?.repo).toContain('example/thing-loader');
  });
});

describe('the option signatures of a pool', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'render-pool-signatures-'));
    await mkdir(path.join(root, 'content/configuration'), { recursive: true });
    await mkdir(path.join(root, 'content/guides'), { recursive: true });
    await writeFile(path.join(root, 'content/configuration/output.md'), '---\ntitle: Output\n---\n\n## output.clean\n\nCleans the folder.\n');
    for (const name of ['a', 'b', 'c']) await writeFile(path.join(root, `content/guides/${name}.md`), `---\ntitle: ${name}\n---\n\nText.\n`);
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('are made by one worker when no other needs them first, and annotate a configuration page as one thread does', async () => {
    const files = await scanContent(path.join(root, 'content'));
    const guides = await renderInPool(root, 'content', files.filter((f) => f.relative.startsWith('guides/')), { threads: 2 });
    expect(guides.errors).toEqual([]);
    expect(guides.signaturesMade).toBe(1);
    const pooled = await renderInPool(root, 'content', files, { threads: 2 });
    const page = pooled.results.find((r) => r.file.relative === 'configuration/output.md');
    expect(page?.out.html).toContain('option-signature');
    const { env } = await createRenderEnv(root, 'content');
    expect(page?.out.html).toBe((await renderContentFile(env, page!.file)).out.html);
  });
});
