import { describe, expect, it } from 'vitest';
import { asksText, buildRecords, definedNames, excerptOf, SEARCH_FIELDS, textBelow, vocabularyOf, type SourcePage } from './records.ts';
import { CORPUS } from './test-corpus.ts';

describe('buildRecords', () => {
  const { tables, documents, excerpts } = buildRecords(CORPUS);

  it('makes one record per page and one per heading section, ids in order', () => {
    const sections = CORPUS.reduce((n, p) => n + p.sections.filter((s) => s.level > 0).length, 0);
    expect(documents).toHaveLength(CORPUS.length + sections);
    expect(documents.map((d) => d.id)).toEqual(documents.map((_, i) => i));
    expect(excerpts).toHaveLength(documents.length);
    expect(tables.docs).toHaveLength(documents.length);
  });

  it('gives a page record its title, description, keys and body; a section its heading, keys and crumbs', () => {
    const output = documents.find((d) => d.title === 'Output');
    expect(output).toMatchObject({ heading: '', description: 'Where webpack writes the bundles and how they are named.' });
    expect(output?.key.split(' ')).toContain('output');
    const section = documents.find((d) => d.heading === 'output.publicPath');
    expect(section).toMatchObject({ title: '', crumbs: 'Output', key: 'output.publicpath publicpath' });
  });

  it('links a section to the heading above it', () => {
    const id = tables.docs.findIndex((d) => d.anchor === 'afteremit');
    const parent = tables.docs[tables.docs[id]?.parent ?? -1];
    expect(parent).toBeUndefined();
    const cli = tables.docs.findIndex((d) => d.anchor === '--mode');
    expect(tables.docs[tables.docs[cli]?.parent ?? -1]?.heading).toBe('Options');
    expect(documents[cli]?.crumbs).toBe('Options Command Line Interface');
  });

  it("leaves out a package README's Contributing and License sections, not a first-party page's", () => {
    const section = (id: string, heading: string): SourcePage['sections'][number] => ({ id, heading, level: 2, text: `${heading} text.` });
    const readme: SourcePage = { url: '/loaders/x-loader/', title: 'x-loader', description: '', section: 'Loaders', package: 'x-loader', sections: [section('options', 'Options'), section('contributing', 'Contributing'), section('license', 'License')] };
    const own: SourcePage = { url: '/license/', title: 'License', description: '', section: 'License', sections: [section('license', 'License')] };
    const built = buildRecords([readme, own]);
    expect(built.tables.docs.map((d) => `${built.tables.pages[d.page]?.url ?? ''}#${d.anchor}`)).toEqual(['/loaders/x-loader/#', '/loaders/x-loader/#options', '/license/#', '/license/#license']);
    expect(built.excerpts).toHaveLength(built.documents.length);
  });

  it('marks a section index page with its section name', () => {
    const index = documents[tables.docs.findIndex((d, i) => d.anchor === '' && tables.pages[d.page]?.url === '/plugins/' && i >= 0)];
    expect(index?.key.split(' ')).toContain('plugins');
  });

  it("gives each section its body's telling words, not the words every section shares, and none to the page", () => {
    const common = 'sharedword';
    const many: SourcePage[] = Array.from({ length: 20 }, (_, i) => ({
      url: `/p${i}/`,
      title: `Page ${i}`,
      description: '',
      section: '',
      sections: [
        { id: '', heading: '', level: 0, text: `${common} intro${i}` },
        { id: 'part', heading: 'Part', level: 2, text: `${common} unique${i} unique${i}, as the error "Invalid Host header" says` },
      ],
    }));
    const docs = buildRecords(many).documents;
    const section = docs[1]?.body.split(' ') ?? [];
    expect(section).toContain(`unique0`);
    expect(section).not.toContain(common);
    // A quoted message keeps its words, even the common ones.
    expect(section).toEqual(expect.arrayContaining(['invalid', 'host', 'header']));
    expect(docs[0]?.body).toBe('');
  });
});

describe('names a section\'s tables define', () => {
  it('keeps compound value names as exact keys, quotes dropped, and not single words', () => {
    expect(definedNames(["'errors-only'", 'hidden-source-map', 'asset/resource', 'true', 'node', 'PROCESS_ASSETS_STAGE_OPTIMIZE', 'hidden-source-map'])).toEqual([
      'errors-only',
      'hidden-source-map',
      'asset/resource',
      'process_assets_stage_optimize',
    ]);
    expect(definedNames(undefined)).toEqual([]);
  });

  it('adds them to the section record beside its heading keys', () => {
    const page: SourcePage = {
      url: '/configuration/devtool/',
      title: 'Devtool',
      description: '',
      section: 'configuration',
      sections: [{ id: 'values', heading: 'Every value', level: 2, text: 'A table.', names: ['eval-source-map', 'false'] }],
    };
    expect(buildRecords([page]).documents[1]?.key).toBe('eval-source-map');
  });
});

describe("buildRecords: readers' words", () => {
  const pages: SourcePage[] = [
    {
      url: '/configuration/cache/',
      title: 'Cache',
      description: 'Keep built modules between builds.',
      section: 'configuration',
      asks: ['persistent caching', 'speed up the second build'],
      sections: [
        { id: 'cachetype', heading: 'cache.type', level: 2, text: 'Memory or filesystem.', asks: ['store the cache on disk'] },
        { id: 'cachename', heading: 'cache.name', level: 2, text: 'A name for the cache.' },
        { id: 'pitfalls', heading: 'Pitfalls', level: 2, text: 'Nothing is stored.', asks: ['cache not written'] },
      ],
    },
  ];
  const { documents } = buildRecords(pages);

  it("indexes a page's and a section's phrases in their own field, apart from each other", () => {
    // Less the words the record's title, heading or keys hold already ('cache' of 'cache.type'), and stop words alone ('the').
    // A word only the crumbs hold stays: 'cache' of the Pitfalls section, whose page is 'Cache'.
    expect(documents.map((d) => d.asks)).toEqual(['persistent caching ; speed up second build', 'store disk', '', 'cache written']);
    expect(SEARCH_FIELDS).toContain('asks');
    // Their words are in the index, and the other fields do not carry them.
    expect([...vocabularyOf(documents)]).toEqual(expect.arrayContaining(['persistent', 'disk']));
    expect(documents[0]?.description).not.toMatch(/persistent/);
  });
});

describe('asksText', () => {
  it('drops a word whose terms the record holds already, and keeps one with a new term', () => {
    const known = new Set(['output', 'filename', 'output.filename']);
    expect(asksText(['change the output filename', 'output.filename.hash'], known)).toBe('change ; output.filename.hash');
  });

  it('drops a phrase left with nothing new, and keeps the others apart', () => {
    expect(asksText(['output filename', 'hashed names', 'long term caching'], new Set(['output', 'filename']))).toBe('hashed names ; long term caching');
    expect(asksText(undefined, new Set())).toBe('');
  });
});

describe('the excerpt of a heading with no text of its own', () => {
  const page: SourcePage = {
    url: '/configuration/output/',
    title: 'Output',
    description: 'Where bundles go.',
    section: 'configuration',
    sections: [
      { id: 'generated-code', heading: 'Generated code', level: 2, text: '' },
      { id: 'outputiife', heading: 'output.iife', level: 3, text: '' },
      { id: 'outputmodule', heading: 'output.module', level: 3, text: 'Emit ECMAScript modules.' },
      { id: 'naming', heading: 'Naming', level: 2, text: '' },
      { id: 'last', heading: 'Last', level: 2, text: 'The end.' },
    ],
  };

  it('is the first text among its subsections, never past its next sibling', () => {
    expect(buildRecords([page]).excerpts).toEqual(['Where bundles go.', 'Emit ECMAScript modules.', '', 'Emit ECMAScript modules.', '', 'The end.']);
    expect(textBelow(page.sections, 3)).toBe('');
    // A generated entry's declaration is shown instead of its text when it has one ('class' alone says nothing).
    const entries: SourcePage = { ...page, sections: [{ id: 'a', heading: 'A.run', level: 3, text: '', excerpt: 'run(): void' }, { id: 'b', heading: 'A.stop', level: 3, text: 'Stops it.' }, { id: 'c', heading: 'C', level: 2, text: 'class ', excerpt: 'declare class C' }] };
    expect(buildRecords([entries]).excerpts).toEqual(['Where bundles go.', 'run(): void', 'Stops it.', 'declare class C']);
    expect(textBelow(page.sections, 4)).toBe('');
  });
});

describe('excerptOf', () => {
  it('collapses whitespace and cuts at a word boundary with an ellipsis', () => {
    expect(excerptOf('  a   b  ')).toBe('a b');
    expect(excerptOf('alpha beta gamma delta', 14)).toBe('alpha beta…');
  });
});
