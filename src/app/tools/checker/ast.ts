/**
 * acorn's syntax tree, read generically: every node has a type and offsets, and its other fields
 * are `unknown` until these helpers check them. The reader looks at a few fields of a few node
 * types, so one small checked accessor serves better than casting to each ESTree type.
 */

/** A node of acorn's tree. */
export interface AstNode {
  /** ESTree node type. */
  type: string;
  /** Offset of the first character. */
  start: number;
  /** Offset after the last character. */
  end: number;
  /** Line and column (acorn's `locations` option). */
  loc?: { start: { line: number } } | null;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** A field of a node, unchecked. */
export function field(node: AstNode, key: string): unknown {
  return (node as unknown as Record<string, unknown>)[key];
}

/** A child node, or undefined when the field is missing or null. */
export function sub(node: AstNode, key: string): AstNode | undefined {
  const value = field(node, key);
  return isNode(value) ? value : undefined;
}

/** A child node the node type always has. */
export function must(node: AstNode, key: string): AstNode {
  const value = sub(node, key);
  if (value === undefined) throw new Error(`unexpected syntax tree: ${node.type} without ${key}`);
  return value;
}

/** A list of child nodes, holes (`[1, , 2]`) as null. */
export function list(node: AstNode, key: string): Array<AstNode | null> {
  const value = field(node, key);
  return Array.isArray(value) ? value.map((item: unknown) => (isNode(item) ? item : null)) : [];
}

/** A list of child nodes without holes. */
export function nodes(node: AstNode, key: string): AstNode[] {
  return list(node, key).filter((item): item is AstNode => item !== null);
}

/** A string field. */
export function str(node: AstNode, key: string): string | undefined {
  const value = field(node, key);
  return typeof value === 'string' ? value : undefined;
}

/** The name of an identifier node. */
export function nameOf(node: AstNode | undefined): string | undefined {
  return node?.type === 'Identifier' ? str(node, 'name') : undefined;
}
