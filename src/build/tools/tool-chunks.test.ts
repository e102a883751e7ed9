/** The rule for the files only tools load: chunk groups named for a tool, and lazy parts loaded from tools only. */
import { describe, expect, it } from 'vitest';
import { toolOnlyFiles, type ChunkNode, type GroupNode } from './tool-chunks.ts';

const group = (name: string | null, parents: GroupNode[] = []): GroupNode => ({ name, getParents: () => parents });
const chunk = (files: string[], groups: GroupNode[]): ChunkNode => ({ files, groupsIterable: groups });

describe('tool-only files', () => {
  const main = group('main');
  const checker = group('tool-checker', [main]);
  const search = group('search', [main]);
  const lazyInTool = group(null, [checker]);
  const lazyInBoth = group(null, [checker, search]);

  it("takes a tool's chunks, its own split chunks and what only it loads lazily", () => {
    const files = toolOnlyFiles([
      chunk(['a.js'], [checker]),
      chunk(['vendor.js'], [checker]),
      chunk(['lang.js'], [lazyInTool]),
      chunk(['main.js'], [main]),
    ]);
    expect(files).toEqual(['/a.js', '/lang.js', '/vendor.js']);
  });

  it('leaves a chunk another page can load: shared with a group that is not a tool, or loaded from one', () => {
    const files = toolOnlyFiles([
      chunk(['shared.js'], [checker, search]),
      chunk(['both.js'], [lazyInBoth]),
      chunk(['search.js'], [search]),
      chunk(['orphan.js'], [group(null)]),
      chunk(['none.js'], []),
    ]);
    expect(files).toEqual([]);
  });

  it('ends on a loop of groups', () => {
    const a: GroupNode = { name: null, getParents: () => [b] };
    const b: GroupNode = { name: null, getParents: () => [a] };
    expect(toolOnlyFiles([chunk(['loop.js'], [a])])).toEqual([]);
  });
});
