/**
 * Reads a webpack configuration without running it: acorn parses the text and this walks the
 * syntax tree into a value. What only running the file could tell becomes a typed stand-in the
 * schema treats as webpack would (a path string, a plugin instance, a function), or is left out
 * and listed as unknown. Nothing in the text is ever called, constructed or looked up on a real
 * object: every value here is built from literals by this file.
 */
import { field, list, must, nameOf, nodes, str, sub, type AstNode } from './ast.ts';
import { binaryValue, unaryValue, UNKNOWN } from './operators.ts';
import { standIn, type StandInKind, type StandInNote } from './stand-ins.ts';

/** The folder a configuration is read as living in: `__dirname`, `process.cwd()`, `context`. */
export const PROJECT_DIR = '/project';

export type { AstNode };

/** What a name is bound to: a node read when used, or a value known already. */
export type Binding = { node: AstNode } | { value: unknown };

/** A source range: 1-based line, 0-based offsets. */
export interface SourceRange {
  line: number;
  from: number;
  to: number;
}

/** What reading the text gave. */
export type Reading =
  | {
      ok: true;
      value: unknown;
      kind: 'object' | 'array' | 'function' | 'json';
      locations: Map<string, SourceRange>;
      notes: StandInNote[];
    }
  | { ok: false; message: string; line: number };

/** Values built per reading: a text that doubles a value through bindings stops here. */
const MAX_VALUES = 200_000;
/** Longest string `+` or a template literal may build. */
const MAX_STRING = 100_000;

/** Marks the path of a value that is part of another (an operand, an argument): not an option. */
const INNER = '\u0000';
export const inner = (path: string): string => `${path}${INNER}`;
/** Whether a path is of such a part. */
export const isInner = (path: string): boolean => path.includes(INNER);

/** The 1-based line of an offset. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Defines a property as data, so `__proto__` and `constructor` are plain keys. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** Walks a parsed program or expression into values (see the file's comment). */
export class Reader {
  readonly locations = new Map<string, SourceRange>();
  readonly notes: StandInNote[] = [];
  protected readonly scopes: Array<Map<string, Binding>> = [new Map<string, Binding>()];
  private readonly resolving = new Set<AstNode>();
  private built = 0;

  constructor(protected readonly text: string) {}

  protected lookup(name: string): Binding | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const found = this.scopes[i]?.get(name);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  protected lineAt(node: AstNode): number {
    return node.loc?.start.line ?? lineOf(this.text, node.start);
  }

  private mark(path: string, node: AstNode): void {
    if (!path.includes(INNER) && !this.locations.has(path))
      this.locations.set(path, {
        line: this.lineAt(node),
        from: node.start,
        to: node.end,
      });
  }

  protected note(kind: StandInKind, node: AstNode, path: string): unknown {
    const label = this.text.slice(node.start, Math.min(node.end, node.start + 80));
    const value = kind === 'unknown' ? UNKNOWN : standIn(kind as 'function' | 'instance' | 'module', label);
    if (!path.includes(INNER)) this.notes.push({ kind, label, line: this.lineAt(node), path });
    return value;
  }

  private count(): void {
    if (++this.built > MAX_VALUES) throw new Error('the configuration builds too many values to read');
  }

  protected propertyName(member: AstNode): string | undefined {
    const p = must(member, 'property');
    if (field(member, 'computed') !== true && p.type === 'Identifier') return str(p, 'name') ?? '';
    if (p.type === 'Literal' && (typeof field(p, 'value') === 'string' || typeof field(p, 'value') === 'number')) return String(field(p, 'value'));
    return undefined;
  }

  /** The value of an expression at the JSON-pointer path `path` (for error lines). */
  evaluate(node: AstNode, path: string): unknown {
    this.count();
    this.mark(path, node);
    switch (node.type) {
      case 'Literal': {
        const regex = field(node, 'regex') as { pattern: string; flags: string } | undefined;
        if (regex !== undefined) return this.regex(regex.pattern, regex.flags, node, path);
        return typeof field(node, 'value') === 'bigint' ? this.note('unknown', node, path) : field(node, 'value');
      }
      case 'TemplateLiteral':
        return this.template(node, path);
      case 'ObjectExpression':
        return this.object(node, path);
      case 'ArrayExpression':
        return this.array(node, path);
      case 'Identifier':
        return this.identifier(node, path);
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        return this.note('function', node, path);
      case 'UnaryExpression':
        return this.unary(node, path);
      case 'BinaryExpression':
        return this.binary(node, path);
      case 'LogicalExpression':
        return this.logical(node, path);
      case 'ConditionalExpression': {
        const test = this.evaluate(must(node, 'test'), inner(path));
        if (test === UNKNOWN) return this.note('unknown', node, path);
        return this.evaluate(must(node, test ? 'consequent' : 'alternate'), path);
      }
      case 'ParenthesizedExpression':
        return this.evaluate(must(node, 'expression'), path);
      case 'AwaitExpression':
      case 'ChainExpression':
        return this.evaluate(sub(node, 'argument') ?? must(node, 'expression'), path);
      default:
        return this.other(node, path);
    }
  }

  /** Calls, `new` and property reads: calls.ts. */
  protected other(node: AstNode, path: string): unknown {
    return this.note('unknown', node, path);
  }

  protected regex(pattern: string, flags: string, node: AstNode, path: string): unknown {
    try {
      return new RegExp(pattern, flags);
    } catch {
      return this.note('unknown', node, path);
    }
  }

  private template(node: AstNode, path: string): unknown {
    let out = '';
    const quasis = nodes(node, 'quasis');
    const expressions = nodes(node, 'expressions');
    for (let i = 0; i < quasis.length; i++) {
      const quasi = quasis[i];
      out += quasi === undefined ? '' : ((field(quasi, 'value') as { cooked?: string | null }).cooked ?? '');
      const expression = expressions[i];
      if (expression === undefined) continue;
      const value = this.evaluate(expression, inner(path));
      if (value === UNKNOWN || (value !== null && typeof value === 'object') || typeof value === 'function') return this.note('unknown', node, path);
      out += String(value);
      if (out.length > MAX_STRING) return this.note('unknown', node, path);
    }
    return out;
  }

  private object(node: AstNode, path: string): unknown {
    const out: Record<string, unknown> = {};
    for (const p of nodes(node, 'properties')) {
      if (p.type === 'SpreadElement') {
        const spread = this.evaluate(must(p, 'argument'), inner(path));
        if (spread !== null && typeof spread === 'object' && !Array.isArray(spread)) for (const [k, v] of Object.entries(spread)) put(out, k, v);
        continue;
      }
      const key = field(p, 'computed') === true ? this.evaluate(must(p, 'key'), inner(path)) : (nameOf(must(p, 'key')) ?? field(must(p, 'key'), 'value'));
      if (key === UNKNOWN || (typeof key !== 'string' && typeof key !== 'number')) continue;
      const childPath = `${path}/${String(key)}`;
      if (field(p, 'kind') !== 'init') {
        // A getter or setter runs only when webpack reads the option.
        this.note('unknown', p, childPath);
        continue;
      }
      const value = field(p, 'method') === true ? this.note('function', must(p, 'value'), childPath) : this.evaluate(must(p, 'value'), childPath);
      this.locations.set(childPath, {
        line: this.lineAt(p),
        from: p.start,
        to: p.end,
      });
      if (value !== UNKNOWN) put(out, String(key), value);
    }
    return out;
  }

  private array(node: AstNode, path: string): unknown {
    const out: unknown[] = [];
    for (const element of list(node, 'elements')) {
      if (element === null) {
        out.push(undefined);
        continue;
      }
      if (element.type === 'SpreadElement') {
        const spread = this.evaluate(must(element, 'argument'), inner(path));
        if (Array.isArray(spread)) for (const v of spread) out.push(v);
        continue;
      }
      const value = this.evaluate(element, `${path}/${out.length}`);
      out.push(value === UNKNOWN ? undefined : value);
    }
    return out;
  }

  private identifier(node: AstNode, path: string): unknown {
    const name = str(node, 'name') ?? '';
    if (name === 'undefined') return undefined;
    if (name === '__dirname') return PROJECT_DIR;
    if (name === '__filename') return `${PROJECT_DIR}/webpack.config.js`;
    const bound = this.lookup(name);
    if (bound === undefined) return this.note('unknown', node, path);
    if ('value' in bound) return bound.value;
    const declaration = bound.node;
    if (declaration.type === 'FunctionDeclaration') return this.note('function', declaration, path);
    if (this.resolving.has(declaration)) return this.note('unknown', node, path);
    this.resolving.add(declaration);
    try {
      return this.evaluate(declaration, path);
    } finally {
      this.resolving.delete(declaration);
    }
  }

  private unary(node: AstNode, path: string): unknown {
    const value = this.evaluate(must(node, 'argument'), inner(path));
    const result = value === UNKNOWN ? UNKNOWN : unaryValue(str(node, 'operator') ?? '', value);
    return result === UNKNOWN ? this.note('unknown', node, path) : result;
  }

  private binary(node: AstNode, path: string): unknown {
    const left = this.evaluate(must(node, 'left'), inner(path));
    const right = this.evaluate(must(node, 'right'), inner(path));
    const result = left === UNKNOWN || right === UNKNOWN ? UNKNOWN : binaryValue(str(node, 'operator') ?? '', left, right, MAX_STRING);
    return result === UNKNOWN ? this.note('unknown', node, path) : result;
  }

  private logical(node: AstNode, path: string): unknown {
    const left = this.evaluate(must(node, 'left'), inner(path));
    if (left === UNKNOWN) return this.note('unknown', node, path);
    const op = str(node, 'operator') ?? '';
    if ((op === '||' && left) || (op === '&&' && !left) || (op === '??' && left !== null && left !== undefined)) return left;
    return this.evaluate(must(node, 'right'), path);
  }
}
