/** The reference's pages rendered ahead of the rest of the site (early.ts), on the fixture `types.d.ts`. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '../content/page-record.ts';
import type { RenderedFile } from '../content/render-file.ts';
import type { ContentFile } from '../content/scan.ts';
import { EarlyReference, type EarlyPages } from './early.ts';
import { extractApi } from './extract.ts';
import { assignPages } from './pages.ts';
import { referenceContext, referenceFiles, referenceKey, type PreparedReference } from './reference.ts';
import { appendApiReference } from './step.ts';

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
    expect([...new EarlyReference(files).firstFiles]).toEqual(['api/compilation-hooks.md']);
  });

  it('renders once the model and every hook page are in, the pages the finished site would give', async () => {
    const early = new EarlyReference(files);
    early.ready(prepared, fixture, 'content');
    early.rendered(rendered('guides/caching.md', ['intro']));
    await turn();
    early.rendered(rendered('api/compilation-hooks.md', ['emit', 'done']));
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

  it('renders nothing without a hook page or without the model, nor once the pipeline has asked', async () => {
    const noHook = new EarlyReference(files);
    noHook.ready(prepared, fixture, 'content');
    noHook.rendered(rendered('guides/caching.md', ['intro']));
    await turn();
    expect(noHook.take()).toBeUndefined();
    noHook.rendered(rendered('api/compilation-hooks.md', ['emit']));
    await turn();
    expect(noHook.take()).toBeUndefined();

    const noModel = new EarlyReference(files);
    noModel.rendered(rendered('api/compilation-hooks.md', ['emit']));
    await turn();
    expect(noModel.take()).toBeUndefined();
  });

  it('waits for the model when the hook pages come first', async () => {
    const early = new EarlyReference(files);
    early.rendered(rendered('api/compilation-hooks.md', ['emit']));
    await turn();
    early.ready(prepared, fixture, 'content');
    await turn();
    expect(early.take()?.files.length).toBe(prepared.pages.length);
  });
});

describe('appendApiReference with pages rendered ahead', () => {
  const site = (): PageRecord[] => [{ url: '/api/compilation-hooks/', ids: new Set(['emit']), data: { html: '<p>Hooks.</p>' } } as unknown as PageRecord];
  const ahead = (key: string): EarlyPages => {
    const files = referenceFiles(referenceContext(model, prepared.pages, { idsByUrl: new Map() }, fixture), 'content');
    return { key, files: files.map((f) => ({ ...f, out: { ...f.out, html: 'rendered ahead' } })) };
  };
  const keyOf = (built: PageRecord[]): string => referenceKey(model.version, new Map(built.map((b) => [b.url, b.ids])), referenceContext(model, prepared.pages, { idsByUrl: new Map() }, fixture).history);

  it('takes them when rendered for the same links, and renders again when not', async () => {
    const same = site();
    await appendApiReference(same, prepared, fixture, 'content', new Map(), undefined, ahead(keyOf(site())));
    expect(same.slice(1).map((p) => p.data.html)).toEqual(prepared.pages.map(() => 'rendered ahead'));

    const other = site();
    await appendApiReference(other, prepared, fixture, 'content', new Map(), undefined, ahead(`${keyOf(site())} other`));
    expect(other).toHaveLength(prepared.pages.length + 1);
    expect(other.slice(1).some((p) => p.data.html === 'rendered ahead')).toBe(false);
  });
});
