/**
 * The import graph of a source tree, read from the text of its files: static imports and
 * re-exports, `import type`, side-effect imports and dynamic `import()` alike, since a module
 * that loads another later still depends on it. Only relative specifiers are followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SPECIFIERS = [/\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*(?:\/\*[^]*?\*\/\s*)?['"]([^'"]+)['"]/g];

/** Every source file under `dir`, as absolute paths. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && statSync(file).isFile())
    .sort();
}

/** The file a relative specifier names, or undefined for packages and files outside the tree. */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
}

/** Each file's imports of other files in the list. */
export function importGraph(files: readonly string[]): Map<string, Set<string>> {
  const known = new Set(files);
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const edges = new Set<string>();
    for (const pattern of SPECIFIERS) {
      for (const match of text.matchAll(pattern)) {
        const target = resolve(file, match[1] ?? '');
        if (target !== undefined && known.has(target)) edges.add(target);
      }
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The circles of a graph: its strongly connected components of two or more files, or one that imports itself. */
export function importCircles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  // Tarjan's algorithm, iterative so a deep tree cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edges: string[]; at: number }[] = [];
    const enter = (node: string): void => {
      index.set(node, next);
      low.set(node, next);
      next += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: [...(graph.get(node) ?? [])], at: 0 });
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame === undefined) break;
      const target = frame.edges[frame.at];
      if (target !== undefined) {
        frame.at += 1;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || graph.get(frame.node)?.has(frame.node) === true) circles.push(component.sort());
    }
  }
  return circles;
}
