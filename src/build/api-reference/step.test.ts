import { describe, expect, it } from 'vitest';
import type { FileHistory } from '../content/contributors.ts';
import { referenceKey } from './reference.ts';
import { generatorContributors } from './step.ts';

const h = (lastUpdated: string, ...names: string[]): FileHistory => ({ lastUpdated, authors: names.map((n) => ({ username: n, name: n })) });

describe('generatorContributors', () => {
  it("credits whoever changed the reference's generator, most recently changed file first, each once", () => {
    const history = new Map<string, FileHistory>([
      ['content/api/index.md', h('2026-11-20', 'writer')],
      ['src/build/api-reference/model.ts', h('2026-10-01', 'ada', 'bo')],
      ['src/build/api-reference/render.ts', h('2026-11-01', 'bo', 'cy')],
      ['src/build/api-reference/render.test.ts', h('2026-11-25', 'tester')],
      ['src/build/api-reference-old.ts', h('2026-11-26', 'other')],
    ]);
    expect(generatorContributors(history).map((c) => c.username)).toEqual(['bo', 'cy', 'ada']);
  });

  it('is empty without git history', () => {
    expect(generatorContributors(new Map())).toEqual([]);
  });
});

describe('referenceKey', () => {
  const ids = (entries: Array<[string, string[]]>): Map<string, Set<string>> => new Map(entries.map(([url, list]) => [url, new Set(list)]));
  const site = ids([
    ['/plugins/banner-plugin/', ['options']],
    ['/api/compiler-hooks/', ['done', 'emit']],
    ['/guides/caching/', ['intro']],
  ]);

  it('changes with the version, a plugin page, an id of a hook page or the API history, and with nothing else', () => {
    const key = referenceKey('5.113.0', site, { a: 1 });
    expect(referenceKey('5.113.0', ids([['/guides/caching/', ['intro', 'new-heading']], ['/api/compiler-hooks/', ['emit', 'done']], ['/plugins/banner-plugin/', ['usage']]]), { a: 1 })).toBe(key);
    expect(referenceKey('5.114.0', site, { a: 1 })).not.toBe(key);
    expect(referenceKey('5.113.0', new Map([...site, ['/plugins/new-plugin/', new Set<string>()]]), { a: 1 })).not.toBe(key);
    expect(referenceKey('5.113.0', new Map([...site, ['/api/compiler-hooks/', new Set(['done'])]]), { a: 1 })).not.toBe(key);
    expect(referenceKey('5.113.0', site, { a: 2 })).not.toBe(key);
  });
});
