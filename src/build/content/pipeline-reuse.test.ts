import { appendFile, cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runContentPipeline, type PipelineReuse } from './pipeline.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const contentDir = '.cache/test-reuse-content';
const outDir = path.join(root, '.cache/test-reuse-generated');

afterAll(async () => {
  await rm(path.join(root, contentDir), { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
});

describe('the pipeline run again by the dev server', () => {
  it('re-renders only the file that changed, and writes its new page data', async () => {
    await rm(path.join(root, contentDir), { recursive: true, force: true });
    await cp(path.join(root, 'tests/fixtures/content'), path.join(root, contentDir), { recursive: true });
    // A generated part filled into a kept page (its ids and headings) must not be there again on the next run.
    await appendFile(path.join(root, contentDir, 'concepts/index.md'), '\n{{section-pages}}\n');
    const reuse: PipelineReuse = { renders: new Map() };
    const run = () => runContentPipeline({ root, contentDir, outDir, git: false, strictLinks: false, reuse });

    await run();
    const first = new Map([...reuse.renders].map(([file, kept]) => [file, kept.rendered]));
    expect(first.size).toBeGreaterThan(5);

    await run();
    for (const [file, kept] of reuse.renders) expect(kept.rendered, file).toBe(first.get(file));

    await appendFile(path.join(root, contentDir, 'concepts/alpha.md'), '\nA sentence added by a save.\n');
    await run();
    for (const [file, kept] of reuse.renders) {
      if (file === 'concepts/alpha.md') expect(kept.rendered).not.toBe(first.get(file));
      else expect(kept.rendered, file).toBe(first.get(file));
    }
    const page = JSON.parse(await readFile(path.join(outDir, 'pages/concepts__alpha.json'), 'utf8')) as { html: string };
    expect(page.html).toContain('A sentence added by a save.');
    const index = JSON.parse(await readFile(path.join(outDir, 'pages/concepts.json'), 'utf8')) as { anchors: Array<{ id: string }> };
    const ids = index.anchors.map((a) => a.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
