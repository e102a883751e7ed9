import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { legacyAnchorErrors, readLegacyAnchors, withLegacyAnchors, type AliasTarget } from './legacy-anchors.ts';

const HTML = '<p id="intro">Hi</p><h2 id="options">Options<a class="heading-link" href="#options">#</a></h2><h3 id="chunks">chunks<a class="heading-link" href="#chunks">#</a></h3>';
const PAGE: AliasTarget = { url: '/plugins/split-chunks-plugin/', path: 'content/plugins/split-chunks-plugin.md', html: HTML, ids: new Set(['intro', 'options', 'chunks']) };

describe('legacyAnchorErrors', () => {
  it('accepts old ids that point at headings of their page, two of them at one heading', () => {
    expect(legacyAnchorErrors({ [PAGE.url]: { splitchunkschunks: 'chunks', configuration: 'options', optimizationsplitchunks: 'options' } }, [PAGE])).toEqual([]);
  });

  it('names the file, page and id of an alias that collides, dangles, points at a non-heading or sits on a missing page', () => {
    const errors = legacyAnchorErrors(
      { [PAGE.url]: { chunks: 'options', 'further-reading': 'options', gone: 'nowhere', hello: 'intro' }, '/nope/': { a: 'b' } },
      [PAGE],
      'content/legacy-anchors.json',
    );
    expect(errors).toEqual([
      'content/legacy-anchors.json: /plugins/split-chunks-plugin/#chunks: collides with an id of content/plugins/split-chunks-plugin.md',
      'content/legacy-anchors.json: /plugins/split-chunks-plugin/#further-reading: collides with an id of the page template',
      'content/legacy-anchors.json: /plugins/split-chunks-plugin/#gone: points at #nowhere, which content/plugins/split-chunks-plugin.md does not have',
      'content/legacy-anchors.json: /plugins/split-chunks-plugin/#hello: points at #intro, which is not a heading of content/plugins/split-chunks-plugin.md',
      'content/legacy-anchors.json: /nope/: no such page',
    ]);
  });
});

describe('withLegacyAnchors', () => {
  it('puts each old id as an empty hidden mark at the start of its heading, once', () => {
    const out = withLegacyAnchors(HTML, { splitchunkschunks: 'chunks', configuration: 'options', optimizationsplitchunks: 'options' });
    expect(out).toBe(
      '<p id="intro">Hi</p><h2 id="options"><span id="configuration" class="legacy-anchor" aria-hidden="true"></span><span id="optimizationsplitchunks" class="legacy-anchor" aria-hidden="true"></span>Options<a class="heading-link" href="#options">#</a></h2>' +
        '<h3 id="chunks"><span id="splitchunkschunks" class="legacy-anchor" aria-hidden="true"></span>chunks<a class="heading-link" href="#chunks">#</a></h3>',
    );
    expect(out.match(/id="splitchunkschunks"/g)).toHaveLength(1);
  });
});

describe('readLegacyAnchors', () => {
  it('reads the map, is empty without one, and fails with the file on a malformed one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'legacy-'));
    mkdirSync(path.join(root, 'content'));
    expect(readLegacyAnchors(root, 'content')).toEqual({});
    writeFileSync(path.join(root, 'content/legacy-anchors.json'), JSON.stringify({ pages: { '/a/': { old: 'new' } } }));
    expect(readLegacyAnchors(root, 'content')).toEqual({ '/a/': { old: 'new' } });
    writeFileSync(path.join(root, 'content/legacy-anchors.json'), JSON.stringify({ pages: { '/a/': { 'bad id': 'new' } } }));
    expect(() => readLegacyAnchors(root, 'content')).toThrow(/content\/legacy-anchors\.json:1: pages\.\/a\/\.bad id/);
  });
});
