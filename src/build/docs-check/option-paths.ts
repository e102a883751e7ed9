/**
 * Walks webpack's own options schema (from the installed package) into the list of option
 * paths the configuration reference must document, e.g. `output.filename`,
 * `module.rules[].use`, `optimization.splitChunks.cacheGroups`.
 */

/** A JSON-schema node as webpack's schema writes it; open-ended, so every field is optional. */
export interface SchemaNode {
  /** A local reference such as `#/definitions/Output`. */
  $ref?: string;
  /** Alternatives. */
  anyOf?: SchemaNode[];
  /** Exclusive alternatives. */
  oneOf?: SchemaNode[];
  /** Conjunction of schemas. */
  allOf?: SchemaNode[];
  /** Named properties of an object. */
  properties?: Record<string, SchemaNode>;
  /** Item schema of an array. */
  items?: SchemaNode | SchemaNode[];
  /** JSON type. */
  type?: string | string[];
  /** Allowed literal values. */
  enum?: unknown[];
  /** Human description (webpack's own words, never inserted in our pages). */
  description?: string;
  /** Whether extra keys are allowed. */
  additionalProperties?: boolean | SchemaNode;
  /** Function value marker used by webpack's schema. */
  instanceof?: string;
  /** Literal value. */
  const?: unknown;
  /** Definitions table (root only). */
  definitions?: Record<string, SchemaNode>;
  /** Description of the signature of a function value. */
  tsType?: string;
  /** Lower bound for numbers. */
  minimum?: number;
}

/** One documented-or-not option path. */
export interface OptionPath {
  /** Dotted path such as `output.filename` or `module.rules[].use`. */
  path: string;
  /** Depth: 1 for top-level keys. */
  depth: number;
  /** The schema node behind the path, references resolved. */
  schema: SchemaNode;
}

/** Top-level keys documented from another package's schema or not walked below the top. */
const DEFAULT_SKIP_BELOW: ReadonlySet<string> = new Set([
  // webpack-dev-server's own schema documents these.
  'devServer',
  // Same shape as `resolve`; the page says so once instead of repeating 39 headings.
  'resolveLoader',
  // Same shape as `module.rules`.
  'module.defaultRules',
]);

/** Resolves `$ref` chains against the root definitions. */
export function resolveRef(root: SchemaNode, node: SchemaNode): SchemaNode {
  let current = node;
  const seen = new Set<string>();
  while (current.$ref !== undefined) {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`Circular $ref in webpack schema: ${ref}`);
    seen.add(ref);
    const name = ref.replace(/^#\/definitions\//, '');
    const target = root.definitions?.[name];
    if (target === undefined) throw new Error(`Unknown $ref in webpack schema: ${ref}`);
    current = target;
  }
  return current;
}

/** The definition name a node refers to, used to break recursion. */
function refName(node: SchemaNode): string | undefined {
  return node.$ref?.replace(/^#\/definitions\//, '');
}

/** Every object-with-properties variant and array-item variant reachable without naming a key. */
function variants(
  root: SchemaNode,
  node: SchemaNode,
  stack: readonly string[],
): Array<{ node: SchemaNode; array: boolean; stack: readonly string[] }> {
  const name = refName(node);
  if (name !== undefined && stack.includes(name)) return [];
  const nextStack = name === undefined ? stack : [...stack, name];
  const resolved = resolveRef(root, node);
  const out: Array<{ node: SchemaNode; array: boolean; stack: readonly string[] }> = [];
  if (resolved.properties !== undefined) out.push({ node: resolved, array: false, stack: nextStack });
  for (const alt of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]) {
    out.push(...variants(root, alt, nextStack));
  }
  if (resolved.items !== undefined && !Array.isArray(resolved.items)) {
    for (const v of variants(root, resolved.items, nextStack)) out.push({ ...v, array: true });
  }
  return out;
}

/** Options controlling how deep the walk goes. */
export interface WalkOptions {
  /** Deepest path depth listed (1 = top-level keys). */
  maxDepth: number;
  /** Paths whose children are not listed (documented elsewhere or same shape as another). */
  skipBelow?: ReadonlySet<string>;
}

/** Lists option paths of webpack's schema, parents before children, each once. */
export function listOptionPaths(root: SchemaNode, options: WalkOptions = { maxDepth: 3 }): OptionPath[] {
  const skipBelow = options.skipBelow ?? DEFAULT_SKIP_BELOW;
  const out = new Map<string, OptionPath>();
  // A path reached through several variants (`cache.type` of the memory and the filesystem
  // cache) accepts what any of them accepts: its schema is then the union of theirs.
  const reached = new Map<string, SchemaNode[]>();
  const walk = (node: SchemaNode, prefix: string, depth: number, stack: readonly string[]): void => {
    for (const variant of variants(root, node, stack)) {
      const base = variant.array ? `${prefix}[]` : prefix;
      for (const [key, child] of Object.entries(variant.node.properties ?? {})) {
        const path = base === '' ? key : `${base}.${key}`;
        const schema = resolveRef(root, child);
        const seen = reached.get(path);
        if (seen === undefined) {
          reached.set(path, [schema]);
          out.set(path, { path, depth, schema });
        } else if (!seen.includes(schema)) {
          seen.push(schema);
          out.set(path, { path, depth: out.get(path)?.depth ?? depth, schema: { anyOf: [...seen] } });
        }
        if (depth < options.maxDepth && !skipBelow.has(path)) {
          walk(child, path, depth + 1, variant.stack);
        }
      }
    }
  };
  walk(root, '', 1, []);
  return [...out.values()];
}
