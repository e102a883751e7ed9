/** The reference's pages rendered ahead of the rest of the site (early.ts), on the fixture `types.d.ts`. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RenderedFile } from '../content/render-file.ts';
import type { ContentFile } from '../content/scan.ts';
import { EarlyReference } from './early.ts';
import { extractApi } from './extract.ts';
import { assignPages } from './pages.ts';
import { referenceContext, referenceFiles, referenceKey, type PreparedReference } from './reference.ts';

const fixture = path.resolve(import.meta.dirname, '../../../tests/fixtures/api-reference');
const model = extractApi(readFileSync(path.join(fixture, 'types.d.ts'), 'utf8'), '5.2.0');
const prepared: PreparedReference = { model, pages: assignPages(model.entries), nav: [] };
const file = (relative: string): ContentFile => ({ relative, absolute: `/site/content/${relative}`, size: 1 });
const files = ['api/compilation-hooks.md', 'api/index.md', 'plugins/banner-plugin.md', 'guides/caching.md'].map(file);
const rendered = (relative: string, ids: string[]): RenderedFile => ({ file: file(relative), out: { ids: new Set(ids) } }) as unknown as RenderedFile;
/** Lets the render scheduled with `setImmediate` run. */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** What the pipeline renders after the workers: the same context from the finished site's ids. */
function renderedLate(idsByUrl: Map<string, Set<string>>): { key: string; html: string[] } {
  const context = referenceContext(model, prepared.pages, { idsByUrl }, fixture);
  return { key: referenceKey(model.version, idsByUrl, context.history), html: referenceFiles(context, 'content').map((f) => f.out.html) };
}

describe('EarlyReference', () => {
  it('hands out the hook pages first, and only those', () => {
    expect([...EarlyReference.firstFiles(files)]).toEqual(['api/compilation-hooks.md']);
  });

  it('renders once the model and every hook page are in, the pages the finished site would give', async () => {
    const early = new EarlyReference(files);
    early.ready(prepared, fixture, 'content');
    early.rendered(rendered('guides/caching.md', ['intro']));
    await turn();
    expect(early.take()).toBeUndefined();
    early.rendered(rendered('api/compilation-hooks.md', ['emit', 'done']));
    expect(early.take()).toBeUndefined();
    await turn();
    const made = early.take();
    const site = new Map([
      ['/api/compilation-hooks/', new Set(['emit', 'done'])],
      ['/api/', new Set(['overview'])],
      ['/plugins/banner-plugin/', new Set(['options'])],
      ['/guides/caching/', new Set(['intro'])],
    ]);
    const late = renderedLate(site);
    expect(made?.key).toBe(late.key);
    expect(made?.files.map((f) => f.out.html)).toEqual(late.html);
    // The hook's section link is in the pages, so a hook page with other ids must not take them.
    expect(late.html.join('')).toContain('/api/compilation-hooks/#emit');
    expect(renderedLate(new Map([...site, ['/api/compilation-hooks/', new Set(['done'])]])).key).not.toBe(made?.key);
  });

  it('waits for the model even when the hook pages come first', async () => {
    const early = new EarlyReference(files);
    early.rendered(rendered('api/compilation-hooks.md', ['emit']));
    await turn();
    expect(early.take()).toBeUndefined();
    early.ready(prepared, fixture, 'content');
    await turn();
    expect(early.take()?.files.length).toBe(prepared.pages.length);
  });
});
