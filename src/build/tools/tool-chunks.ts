/**
 * Which files of the client build only the tools' pages load (each tool is an entry named
 * `tool-<name>`, webpack.config.ts): the chunks whose every chunk group is a tool's, or a lazy
 * part loaded from a tool's only. The precache leaves them out (src/build/outputs/precache.ts),
 * so a reader who never opens a tool never downloads one.
 */
import type { Compilation } from 'webpack';
import { TOOL_CHUNK_PREFIX } from '../../shared/tools.ts';

/** A chunk group as far as the rule needs it (webpack's ChunkGroup fits). */
export interface GroupNode {
  readonly name?: string | null | undefined;
  getParents: () => readonly GroupNode[];
}

/** A chunk as far as the rule needs it (webpack's Chunk fits). */
export interface ChunkNode {
  readonly files: Iterable<string>;
  readonly groupsIterable: Iterable<GroupNode>;
}

/** Whether a chunk group belongs to a tool: named for one, or loaded only from tools' groups. */
function isToolGroup(group: GroupNode, seen: Set<GroupNode> = new Set()): boolean {
  if (typeof group.name === 'string' && group.name.startsWith(TOOL_CHUNK_PREFIX)) return true;
  if (seen.has(group)) return false;
  seen.add(group);
  const parents = group.getParents();
  return parents.length > 0 && parents.every((parent) => isToolGroup(parent, seen));
}

/** Site paths (`/<file>`) of the files of chunks only the tools use. */
export function toolOnlyFiles(chunks: Iterable<ChunkNode>): string[] {
  const files: string[] = [];
  for (const chunk of chunks) {
    const groups = [...chunk.groupsIterable];
    if (groups.length > 0 && groups.every((group) => isToolGroup(group))) files.push(...[...chunk.files].map((f) => `/${f}`));
  }
  return files.sort();
}

/** The tool-only files of a client compilation. */
export function toolOnlyFilesOf(compilation: Compilation): string[] {
  return toolOnlyFiles(compilation.chunks);
}
