/** The API reference on a small fixture `types.d.ts`: extraction, signatures, links, inheritance, history marks. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApi } from './extract.ts';
import { readApiHistory, sinceOf } from './history.ts';
import { signatureHtml } from './html.ts';
import { linkPageToReference } from './integrate.ts';
import { assignPages } from './pages.ts';
import { referenceContext } from './reference.ts';
import { inheritedMembers, isFunctionMember, renderReferencePage } from './render.ts';

const fixture = path.resolve(import.meta.dirname, '../../../tests/fixtures/api-reference');
const model = extractApi(readFileSync(path.join(fixture, 'types.d.ts'), 'utf8'), '5.2.0');
const byName = new Map(model.entries.map((e) => [e.name, e]));
const compilation = byName.get('Compilation')!;
const member = (name: string) => compilation.members.find((m) => m.name === name)!;
const history = readApiHistory(fixture, 'history.json');
const pages = assignPages(model.entries);
const site = { idsByUrl: new Map([['/api/compilation-hooks/', new Set(['emit'])]]) };
const context = { ...referenceContext(model, pages, site, fixture), ...(history === undefined ? {} : { history }) };
const pageOf = (name: string) => pages.find((p) => p.entries.some((e) => e.name === name))!;
const html = renderReferencePage(pageOf('Compilation'), context, '').html;

describe('extracting the public surface', () => {
  it('keeps what the exports reach and leaves the rest out', () => {
    expect([...byName.keys()].sort()).toEqual(['Asset', 'AssetInfo', 'Comparer', 'Compilation', 'Hook', 'webpack', 'webpack.util', 'Widget'].sort());
    expect(byName.has('Unexported')).toBe(false);
    expect(compilation.exportPath).toBe('webpack.Compilation');
    expect(compilation.bases).toEqual(['Widget']);
  });

  it('reads overloads, accessors, statics, hooks, rest parameters and generics as declared', () => {
    expect(member('getAsset').signatures).toEqual(['getAsset(name: string): undefined | Readonly<Asset>', 'getAsset(): Asset[]']);
    expect(member('hash')).toMatchObject({ kind: 'accessor', signatures: ['get hash(): string', 'set hash(value: string)'] });
    expect(member('PROCESS_STAGE')).toMatchObject({ kind: 'property', static: true });
    expect(member('hooks.emit')).toMatchObject({ kind: 'hook', doc: 'Called before an asset is emitted.' });
    expect(member('constructor').signatures).toEqual(['constructor(name: string, ...rest: Asset[])']);
    expect(member('map').signatures).toEqual(['map<T extends Asset = Asset>(fn: (asset: Asset) => T): Map<string, T>']);
    expect(member('emit').deprecated).toBe('use `emitAsset`');
    expect(byName.get('webpack')?.members.map((m) => m.name)).toEqual(['webpack()', 'version', 'util', 'Compilation', 'Widget']);
  });
});

describe('signatures', () => {
  const link = (name: string) => (name === 'Asset' ? '/r/#asset' : undefined);

  it('links named types, leaves parameter names plain and marks keywords', () => {
    const out = signatureHtml('emitAsset(file: string, asset?: Asset): void', link);
    // 44 characters: a line long enough to wrap on a phone is a span, which the stylesheet gives a hanging indent.
    expect(out).toBe('<span>emitAsset(file: <span class="tk-k">string</span>, asset?: <a href="/r/#asset">Asset</a>): <span class="tk-k">void</span></span>');
  });

  it('lays a long signature out a parameter a line, its links kept, its long lines marked with their depth', () => {
    const out = signatureHtml('emitAsset(file: string, source: Source, assetInfo?: AssetInfo, callback?: (asset: Asset, info: AssetInfo) => void): void', link);
    expect(out.split('\n')).toEqual([
      'emitAsset(',
      '  file: <span class="tk-k">string</span>,',
      '  source: Source,',
      '  assetInfo?: AssetInfo,',
      '<span class="d1">  callback?: (asset: <a href="/r/#asset">Asset</a>, info: AssetInfo) =&gt; <span class="tk-k">void</span></span>',
      '): <span class="tk-k">void</span>',
    ]);
  });

  it('renders union, function and string literal types escaped', () => {
    expect(signatureHtml('fn: (a: Asset) => "x" | null', link)).toBe(
      'fn: (a: <a href="/r/#asset">Asset</a>) =&gt; <span class="tk-s">&quot;x&quot;</span> | <span class="tk-k">null</span>',
    );
  });
});

describe('a rendered page', () => {
  it('shows every member under its qualified name with its signature', () => {
    for (const heading of ['Compilation.emitAsset', 'Compilation.hooks.emit', 'Compilation.getAsset', 'new Compilation', 'Compilation.hash']) {
      expect(html).toContain(`>${heading}</h3>`);
    }
    expect(html).toContain('<span class="tk-k">static</span> PROCESS_STAGE');
    expect(html).toMatch(/getAsset\(name[^\n]*\ngetAsset\(\)/);
  });

  it('gives search each member of a class with a page of its own, and its declaration as the excerpt of an entry with no description', () => {
    const sections = renderReferencePage(pageOf('Compilation'), context, '').sections;
    expect(sections.find((s) => s.heading === 'Compilation.size')?.excerpt).toBe('size(): number');
    expect(sections.find((s) => s.heading === 'Compilation.getAsset')?.excerpt).toBeUndefined();
    expect(sections.find((s) => s.heading === 'Compilation')?.excerpt).toBe('declare class Compilation extends Widget');
    expect(sections.filter((s) => s.level === 3).every((s) => s.text.trim() !== '' || (s.excerpt ?? '') !== '')).toBe(true);
    // A described member shows its description, and a class with none its declaration rather than the word 'class'.
    expect(sections.filter((s) => s.text.trim() !== '' && s.text.trim() !== 'class' && s.text.trim() !== 'namespace').every((s) => s.excerpt === undefined)).toBe(true);
    expect(sections.filter((s) => s.level === 2 && /^(?:class|namespace)\s*$/.test(s.text)).every((s) => (s.excerpt ?? '').includes(s.heading.split('.').at(-1) ?? '?'))).toBe(true);
  });

  it("gives search the functions a namespace exports, a name readers type whole, but not its other values", () => {
    // A page of several entries (members otherwise a link away): the namespace's function is searched, a class's method is not.
    const shared = { ...pageOf('webpack.util'), entries: [byName.get('webpack.util')!, compilation] };
    const headings = renderReferencePage(shared, context, '').sections.map((s) => s.heading);
    // An arrow type written out, and an interface with a call signature; not a string constant.
    expect(headings).toEqual(expect.arrayContaining(['webpack.util.helper', 'webpack.util.compare']));
    expect(headings).not.toContain('webpack.util.TAG');
    expect(headings).not.toContain('Compilation.emitAsset');
    const value = (signature: string) => ({ name: 'x', kind: 'value' as const, static: false, signatures: [signature], doc: '', line: 1 });
    expect(isFunctionMember(value('createHash: (algorithm: HashFunction) => Hash'))).toBe(true);
    expect(isFunctionMember(value('keepOriginalOrder: <T>(iterable: Iterable<T>) => Comparator<T>'))).toBe(true);
    expect(isFunctionMember(value('amdDefine: "__webpack_require__.amdD"'))).toBe(false);
    expect(isFunctionMember(value('options: { hook: () => void }'))).toBe(false);
    expect(isFunctionMember(value('sizes: (string | number)[]'))).toBe(false);
  });

  it('labels the deprecated member and links inherited members to the base', () => {
    expect(html).toMatch(/id="compilation-emit">Compilation\.emit<\/h3><p class="api-meta">method, <strong>deprecated<\/strong>/);
    expect(inheritedMembers(compilation, byName).map(({ base, members }) => [base.name, members.map((m) => m.name)])).toEqual([['Widget', ['build']]]);
    expect(html).toMatch(/Inherited from <a href="\/api\/reference\/[^"]*#widget">Widget<\/a>: build</);
  });

  it('shows "since" from the history file, never for 5.0, and links a hook back to its section', () => {
    expect(sinceOf(history, 'Compilation', 'emitAsset')).toBe('5.1.0');
    expect(sinceOf(history, 'Compilation', 'emit')).toBeUndefined();
    expect(html).toMatch(/id="compilation-emitasset">.*?since 5\.1</);
    expect(renderReferencePage(pageOf('Widget'), context, '').html).toMatch(/id="widget">.*?since 5\.1</);
    expect(html).toContain('explained in <a href="/api/compilation-hooks/#emit">Compilation Hooks › emit</a>');
    expect(renderReferencePage(pageOf('Compilation'), { ...context, history: undefined } as never, '').html).not.toContain('api-since');
  });

  it('links to the declaration at the installed version and to every named type', () => {
    expect(html).toContain(`href="https://github.com/webpack/webpack/blob/v5.2.0/types.d.ts#L${member('emitAsset').line}"`);
    expect(html).toMatch(/asset\?: <a href="[^"]*#asset">Asset<\/a>/);
  });
});

describe('the hand-written pages', () => {
  it('link inline code and hook sections to the reference, but not code in blocks or links', () => {
    const page = '<h3 id="emit">emit<a class="heading-link" href="#emit" aria-label="Permalink to emit">#</a></h3><p>Call <code>compilation.emitAsset()</code> or <code>Asset</code>.</p><pre><code>Asset</code></pre>';
    const out = linkPageToReference('/api/compilation-hooks/', page, context);
    expect(out).toContain('Reference: <a href="/api/reference/');
    expect(out).toMatch(/<a href="[^"]*#compilation-hooks-emit"><code>Compilation\.hooks\.emit<\/code><\/a>/);
    expect(out).toMatch(/<a href="[^"]*#compilation-emitasset" class="api-ref"><code>compilation\.emitAsset\(\)<\/code><\/a>/);
    expect(out).toContain('<pre><code>Asset</code></pre>');
    expect(linkPageToReference('/guides/x/', page, context)).toBe(page);
  });

  it("see past a table cell's break points and a heading's old-site ids", () => {
    const page = '<h3 id="emit"><span id="old-emit" class="legacy-anchor" aria-hidden="true"></span>emit<a class="heading-link" href="#emit" aria-label="Permalink to emit">#</a></h3><table><tr><td><code>compilation.<wbr>emitAsset()</code></td></tr></table>';
    const out = linkPageToReference('/api/compilation-hooks/', page, context);
    expect(out).toMatch(/<a href="[^"]*#compilation-hooks-emit"><code>Compilation\.hooks\.emit<\/code><\/a>/);
    expect(out).toMatch(/<a href="[^"]*#compilation-emitasset" class="api-ref"><code>compilation\.<wbr>emitAsset\(\)<\/code><\/a>/);
  });
});
