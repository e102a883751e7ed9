import { describe, expect, it } from 'vitest';
import { designates, orderReferencePair, pairOrder, queryNames, type PairGroup } from './reference-order.ts';

const group = (url: string, title: string, ...headings: string[]): PairGroup => ({ url, title, hits: headings.map((heading) => ({ heading })) });
const order = (groups: PairGroup[], query: string): string[] => orderReferencePair(groups, query).map((g) => `${g.url} ${g.hits.map((h) => h.heading || '(page)').join(',')}`);

const OTHER = group('/configuration/output/', 'Output', 'output.path');
const GUIDE = group('/api/compilation-object/', 'Compilation Object', 'emitAsset', 'getAsset');
const ENTRY = group('/api/reference/compilation/', 'Compilation', 'Compilation.emitAssets', 'Compilation.emitAsset');

describe('a reference entry and the hand-written section about the same name', () => {
  it('puts the entry first for its qualified name and the section right below it, other groups in place', () => {
    expect(order([OTHER, GUIDE, group('/guides/x/', 'X', 'x'), ENTRY], 'Compilation.emitAsset')).toEqual([
      '/configuration/output/ output.path',
      '/api/reference/compilation/ Compilation.emitAsset,Compilation.emitAssets',
      '/api/compilation-object/ emitAsset,getAsset',
      '/guides/x/ x',
    ]);
  });

  it('puts the section first for the bare name, the entry right below it', () => {
    expect(order([ENTRY, OTHER, GUIDE], 'emitAsset')).toEqual([
      '/api/compilation-object/ emitAsset,getAsset',
      '/api/reference/compilation/ Compilation.emitAsset,Compilation.emitAssets',
      '/configuration/output/ output.path',
    ]);
  });

  it('puts the section first for a hook and a plugin class, however the query spells them', () => {
    const hooks = [group('/api/reference/compiler/', 'Compiler', 'Compiler.hooks.done'), OTHER, group('/api/compiler-hooks/', 'Compiler Hooks', 'done')];
    expect(order(hooks, 'compiler.hooks.done').map((g) => g.split(' ')[0])).toEqual(['/api/compiler-hooks/', '/api/reference/compiler/', '/configuration/output/']);
    // 'done' is a word, not a name: the results stay as they are.
    expect(orderReferencePair(hooks, 'done hook')).toBe(hooks);
    const plugin = [group('/api/reference/plugins-a/', 'Plugins: A to Z', 'CleanPlugin'), group('/plugins/internal-plugins/', 'Internal Plugins', 'CleanPlugin')];
    expect(order(plugin, 'CleanPlugin').map((g) => g.split(' ')[0])).toEqual(['/plugins/internal-plugins/', '/api/reference/plugins-a/']);
    expect(pairOrder('Compiler.hooks.thisCompilation', 'thiscompilation')).toBe('section-first');
    expect(pairOrder('Compilation.emitAsset', 'compilation.emitasset')).toBe('entry-first');
  });

  it('reads the names of a query and the entry they designate', () => {
    expect(queryNames('emitAsset')).toEqual(['emitasset']);
    expect(queryNames('thisCompilation hook')).toEqual(['thiscompilation']);
    expect(queryNames('compilation.emitAsset()')).toEqual(['compilation.emitasset']);
    expect(queryNames('normalModuleFactory beforeResolve')).toEqual(['normalmodulefactory', 'beforeresolve']);
    expect(designates('compilation.emitasset', ['emitasset'])).toBe(true);
    expect(designates('compilation.emitassets', ['emitasset'])).toBe(false);
    expect(designates('normalmodulefactory.hooks.beforeresolve', ['normalmodulefactory', 'beforeresolve'])).toBe(true);
    expect(designates('contextmodulefactory.hooks.beforeresolve', ['normalmodulefactory', 'beforeresolve'])).toBe(false);
    const hooks = [group('/api/reference/normalmodulefactory/', 'NormalModuleFactory', 'NormalModuleFactory.hooks.beforeResolve'), group('/api/normalmodulefactory-hooks/', 'NormalModuleFactory Hooks', 'beforeResolve')];
    expect(order(hooks, 'normalModuleFactory beforeResolve').map((g) => g.split(' ')[0])).toEqual(['/api/normalmodulefactory-hooks/', '/api/reference/normalmodulefactory/']);
  });

  it('leaves the results alone without a name, or without both sides', () => {
    expect(queryNames('emit asset')).toEqual([]);
    const words = [ENTRY, GUIDE];
    expect(orderReferencePair(words, 'emit asset')).toBe(words);
    const noSection = [OTHER, ENTRY];
    expect(orderReferencePair(noSection, 'emitAsset')).toBe(noSection);
    const noEntry = [OTHER, GUIDE];
    expect(orderReferencePair(noEntry, 'emitAsset')).toBe(noEntry);
  });
});
