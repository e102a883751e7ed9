/**
 * Readable types and real defaults for option paths, generated at build time from the installed
 * webpack: the type from its options schema, the defaults by running webpack's own defaulting
 * for each mode. Descriptions in the schema are webpack's words and are never copied.
 */
import { createRequire } from 'node:module';
import type Webpack from 'webpack';
import { sinceMark } from '../api-history/versions.ts';
import { withoutMachinePaths } from '../machine-paths.ts';
import { listOptionPaths, resolveRef, type SchemaNode } from './option-paths.ts';

/** What the page shows under an option heading. */
export interface OptionSignature {
  /** Readable type, e.g. `string | false | function`. */
  type: string;
  /** Default in production mode, when it is a simple value. */
  production?: string;
  /** Default in development mode, when it is a simple value and differs. */
  development?: string;
  /** `5.N` when the option first appeared after webpack 5.0 (from `data/api-history.json`). */
  since?: string;
}

const MAX_TYPE_LENGTH = 160;

/** Prints a schema node as a short TypeScript-like type. */
export function describeType(root: SchemaNode, node: SchemaNode, depth = 0): string {
  const resolved = resolveRef(root, node);
  const alternatives = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])];
  if (alternatives.length > 0 && depth < 4) {
    // Nested unions are flattened so a member appears once: `string | function`, not
    // `string | function | function`.
    const parts = alternatives.flatMap((a) => splitUnion(describeType(root, a, depth + 1)));
    return [...new Set(parts)].join(' | ');
  }
  if (resolved.enum !== undefined) return resolved.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (resolved.const !== undefined) return JSON.stringify(resolved.const);
  if (resolved.instanceof === 'RegExp') return 'RegExp';
  if (resolved.instanceof === 'Function') {
    const ts = resolved.tsType?.replace(/import\([^)]*\)\./g, '').replace(/\s+/g, ' ');
    return ts !== undefined && ts.includes('=>') && ts.length < 80 ? ts.replace(/^\((.*)\)$/, '$1') : 'function';
  }
  const type = resolved.type;
  if (type === 'array') {
    const items = resolved.items;
    const inner = items === undefined || Array.isArray(items) ? 'unknown' : describeType(root, items, depth + 1);
    return inner.includes('|') ? `(${inner})[]` : `${inner}[]`;
  }
  if (type === 'object') return 'object';
  if (type === 'integer') return 'number';
  if (Array.isArray(type)) return type.join(' | ');
  if (typeof type === 'string') return type;
  if (resolved.properties !== undefined) return 'object';
  return 'unknown';
}

/** Splits a printed union at its top level (not inside parentheses). */
function splitUnion(type: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < type.length; i++) {
    const c = type[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && type.startsWith(' | ', i)) {
      parts.push(type.slice(start, i));
      start = i + 3;
    }
  }
  parts.push(type.slice(start));
  return parts;
}

function simpleValue(value: unknown, cwd: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return JSON.stringify(withoutMachinePaths(value, cwd).replaceAll('/project', '<context>'));
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value) && value.length > 0 && value.length <= 8 && value.every((v) => typeof v === 'string')) {
    return `[${value.map((v) => JSON.stringify(withoutMachinePaths(v, cwd))).join(', ')}]`;
  }
  return undefined;
}

function valueAt(options: unknown, path: string): unknown {
  let current: unknown = options;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function defaultsFor(mode: 'production' | 'development'): unknown {
  // Loaded here, not with the module: a render worker given the signatures never needs webpack.
  const webpack = createRequire(import.meta.url)('webpack') as typeof Webpack;
  const normalized = webpack.config.getNormalizedWebpackOptions({ mode, context: '/project' });
  webpack.config.applyWebpackOptionsDefaults(normalized);
  return normalized;
}

/**
 * Signatures of every option path the configuration reference documents; `firstVersions`
 * (option path → first 5.x release, the history's `options`) adds the "since" marks.
 */
export function buildOptionSignatures(firstVersions: Readonly<Record<string, string>> = {}): Map<string, OptionSignature> {
  const require = createRequire(import.meta.url);
  const schema = require('webpack/schemas/WebpackOptions.json') as SchemaNode;
  const production = defaultsFor('production');
  const development = defaultsFor('development');
  const cwd = process.cwd();
  const out = new Map<string, OptionSignature>();
  for (const option of listOptionPaths(schema)) {
    let type = describeType(schema, option.schema);
    if (type.length > MAX_TYPE_LENGTH) type = `${type.slice(0, MAX_TYPE_LENGTH).replace(/ \|[^|]*$/, '')} | …`;
    const signature: OptionSignature = { type };
    const since = sinceMark(firstVersions[option.path]);
    if (since !== undefined) signature.since = since;
    if (!option.path.includes('[]')) {
      const prod = simpleValue(valueAt(production, option.path), cwd);
      const dev = simpleValue(valueAt(development, option.path), cwd);
      if (prod !== undefined) signature.production = prod;
      if (dev !== undefined && dev !== prod) signature.development = dev;
    }
    out.set(option.path, signature);
  }
  return out;
}
