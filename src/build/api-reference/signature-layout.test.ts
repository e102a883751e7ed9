import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApi } from './extract.ts';
import { layoutSignature, SIGNATURE_WIDTH } from './signature-layout.ts';
import { withoutComments } from './signature-text.ts';

/** The text without its white space and without the `|` or `&` a broken union may start with. */
const words = (text: string): string => text.replace(/(^|[=:(<[{,;>])\s*[|&](?=\s)/g, '$1').replace(/\s+/g, '');

describe('laying out a long signature', () => {
  it('leaves a signature that fits as it is', () => {
    const short = 'getAsset(name: string): undefined | Readonly<Asset>';
    expect(short.length).toBeLessThanOrEqual(SIGNATURE_WIDTH);
    expect(layoutSignature(short)).toBe(short);
  });

  it('puts each parameter on a line and each member of a union that does not fit after a bar', () => {
    const flat =
      'createChildCompiler(name: string, outputOptions?: Partial<OutputNormalized>, plugins?: (undefined | null | false | "" | 0 | ((this: Compiler, compiler: Compiler) => void) | WebpackPluginInstance)[]): Compiler';
    expect(layoutSignature(flat)).toBe(
      [
        'createChildCompiler(',
        '  name: string,',
        '  outputOptions?: Partial<OutputNormalized>,',
        '  plugins?: (',
        '    | undefined',
        '    | null',
        '    | false',
        '    | ""',
        '    | 0',
        '    | ((this: Compiler, compiler: Compiler) => void)',
        '    | WebpackPluginInstance',
        '  )[]',
        '): Compiler',
      ].join('\n'),
    );
  });

  it('breaks the parameters before a return type, and keeps a union that then fits on its line', () => {
    expect(layoutSignature('generateError(error: Error, module: AssetNormalModule, generateContext: GenerateContext): null | Source')).toBe(
      'generateError(\n  error: Error,\n  module: AssetNormalModule,\n  generateContext: GenerateContext\n): null | Source',
    );
    expect(layoutSignature('getModuleMap(chunkGraph: ChunkGraph, filterFn: (m: Module) => boolean): Map<string, Set<ChunkId>>')).toBe(
      'getModuleMap(\n  chunkGraph: ChunkGraph,\n  filterFn: (m: Module) => boolean\n): Map<string, Set<ChunkId>>',
    );
  });

  it("keeps a name and its type parameters on the first line and breaks what follows the name's colon or equals sign", () => {
    expect(layoutSignature('entry?: | string | (() => string | EntryObject | Promise<EntryStatic>) | EntryObject | string[]')).toBe(
      'entry?:\n  | string\n  | (() => string | EntryObject | Promise<EntryStatic>)\n  | EntryObject\n  | string[]',
    );
    expect(layoutSignature('type Rule<T = number, S = undefined> = RuleSetConditionAbsolute & {test: RegExp; include?: string[]}')).toBe(
      'type Rule<T = number, S = undefined> =\n  & RuleSetConditionAbsolute\n  & {test: RegExp; include?: string[]}',
    );
  });

  it('puts the members of an object type that does not fit one a line, each with its semicolon', () => {
    expect(layoutSignature('static getCompilationHooks(compilation: Compilation): {keep: SyncBailHook<[string], boolean | void>; render: SyncHook<[Chunk]>;}')).toBe(
      'static getCompilationHooks(compilation: Compilation): {\n  keep: SyncBailHook<[string], boolean | void>;\n  render: SyncHook<[Chunk]>;\n}',
    );
  });

  it('breaks a conditional type before each ? and :', () => {
    expect(layoutSignature('type StatsObject<T, F> = T extends Compilation ? StatsCompilation : T extends Chunk ? StatsChunk : F')).toBe(
      'type StatsObject<T, F> = T extends Compilation\n  ? StatsCompilation\n  : T extends Chunk\n  ? StatsChunk\n  : F',
    );
  });

  it("breaks a class head before its extends clause, and never between a lone word and its brackets", () => {
    expect(layoutSignature('declare class ModuleExternalInitFragment extends InitFragment<ChunkRenderContextJavascriptModulesPlugin>')).toBe(
      'declare class ModuleExternalInitFragment\n  extends InitFragment<ChunkRenderContextJavascriptModulesPlugin>',
    );
    expect(layoutSignature('type SetSamplingIntervalParameterType = import("inspector").Profiler.SetSamplingIntervalParameterType')).toBe(
      'type SetSamplingIntervalParameterType = import("inspector").Profiler.SetSamplingIntervalParameterType',
    );
  });

  it('leaves a signature it cannot read as it is', () => {
    const odd = 'weird(a: string, b: number, c: boolean, d: symbol, e: bigint, f: null]';
    expect(layoutSignature(odd)).toBe(odd);
  });

  it("changes no word, bracket or mark of any of webpack's own signatures", () => {
    const types = readFileSync(path.resolve(import.meta.dirname, '../../../node_modules/webpack/types.d.ts'), 'utf8');
    const { entries } = extractApi(types, 'current');
    const all = entries.flatMap((e) => [e.signature, ...e.members.flatMap((m) => m.signatures)]).map(withoutComments);
    expect(all.length).toBeGreaterThan(1000);
    const changed = all.filter((s) => words(layoutSignature(s)) !== words(s));
    expect(changed).toEqual([]);
    // Most lines fit; the few that do not are one word or string too long to break.
    const lines = all.flatMap((s) => layoutSignature(s).split('\n'));
    expect(lines.filter((l) => l.length > SIGNATURE_WIDTH).length).toBeLessThan(lines.length / 200);
  });
});
