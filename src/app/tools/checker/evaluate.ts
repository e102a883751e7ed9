/**
 * Reads a webpack configuration without running it: acorn parses the text and this walks the
 * syntax tree into a value. What only running the file could tell becomes a typed stand-in the
 * schema treats as webpack would (a path string, a plugin instance, a function), or is left out
 * and listed as unknown. Nothing in the text is ever called, constructed or looked up on a real
 * object: every value here is built from literals by this file.
 */
import { parse, type Node } from 'acorn';
import { standIn, type StandInKind, type StandInNote } from './stand-ins.ts';

/** The folder a configuration is read as living in: `__dirname`, `process.cwd()`, `context`. */
export const PROJECT_DIR = '/project';

type Any = Node & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A source range: 1-based line, 0-based offsets. */
export interface SourceRange {
  line: number;
  from: number;
  to: number;
}

/** What reading the text gave. */
export type Reading =
  | { ok: true; value: unknown; kind: 'object' | 'array' | 'function' | 'json'; locations: Map<string, SourceRange>; notes: StandInNote[] }
  | { ok: false; message: string; line: number };

/** Nesting deeper than this is refused before parsing (acorn recurses on it). */
export const MAX_NESTING = 400;
/** Values built per reading: a text that doubles a value through bindings stops here. */
const MAX_VALUES = 200_000;
/** Longest string `+` or a template literal may build. */
const MAX_STRING = 100_000;

const UNKNOWN = Symbol('unknown');

class Stop extends Error {}

/** Marks the path of a value that is part of another (an operand, an argument): not an option. */
const INNER = '\u0000';
const inner = (path: string): string => `${path}${INNER}`;

/** The line of the first bracket nested deeper than MAX_NESTING, if any (strings and comments are not skipped: a deep text is refused either way). */
function tooDeep(text: string): number | undefined {
  let depth = 0;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    else if (c === 123 || c === 91 || c === 40) {
      if (++depth > MAX_NESTING) return line;
    } else if (c === 125 || c === 93 || c === 41) depth = Math.max(0, depth - 1);
  }
  return undefined;
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Reads a configuration text into a value. Never throws. */
export function readConfiguration(text: string): Reading {
  const deep = tooDeep(text);
  if (deep !== undefined) return { ok: false, message: `nested more than ${MAX_NESTING} levels deep`, line: deep };
  const trimmed = text.trimStart();
  try {
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      const json = tryJson(text);
      if (json !== undefined) return json;
    }
    const program = parse(text, { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowHashBang: true, allowReturnOutsideFunction: false }) as Any;
    return new Reader(text).program(program);
  } catch (error) {
    const loc = (error as { loc?: { line: number } }).loc;
    const message = error instanceof SyntaxError ? error.message.replace(/\s*\(\d+:\d+\)$/, '') : error instanceof RangeError ? 'nested too deeply' : String((error as Error).message);
    return { ok: false, message, line: loc?.line ?? 1 };
  }
}

/** A text that is one object or array literal (JSON or JavaScript) reads as that value. */
function tryJson(text: string): Reading | undefined {
  let node: Any;
  try {
    node = parseExpressionOnly(text);
  } catch {
    return undefined;
  }
  const reader = new Reader(text);
  const value = reader.evaluate(node, '');
  return { ok: true, value: value === UNKNOWN ? undefined : value, kind: 'json', locations: reader.locations, notes: reader.notes };
}

function parseExpressionOnly(text: string): Any {
  // As the one expression of a program, so a text with anything after it is not taken for JSON.
  const program = parse(`(${text}\n)`, { ecmaVersion: 'latest', sourceType: 'module', locations: true }) as Any;
  const statement = program['body'][0] as Any;
  if (program['body'].length !== 1 || statement.type !== 'ExpressionStatement') throw new Error('not one expression');
  return shift(statement['expression'] as Any);
}

/** Moves offsets of a tree parsed with a leading `(` back by one. */
function shift(node: Any): Any {
  const stack: Any[] = [node];
  const seen = new Set<Any>();
  while (stack.length > 0) {
    const n = stack.pop() as Any;
    if (seen.has(n)) continue;
    seen.add(n);
    n.start -= 1;
    n.end -= 1;
    for (const value of Object.values(n)) {
      if (Array.isArray(value)) for (const v of value) if (v !== null && typeof v === 'object' && typeof v.type === 'string') stack.push(v as Any);
      if (value !== null && typeof value === 'object' && typeof (value as Any).type === 'string') stack.push(value as Any);
    }
  }
  return node;
}

/** Defines a property as data, so `__proto__` and `constructor` are plain keys. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

class Reader {
  readonly locations = new Map<string, SourceRange>();
  readonly notes: StandInNote[] = [];
  private readonly scopes: Array<Map<string, Any | { value: unknown }>> = [new Map()];
  private readonly resolving = new Set<Any>();
  private built = 0;

  constructor(private readonly text: string) {}

  program(program: Any): Reading {
    let exported: Any | undefined;
    for (const statement of program['body'] as Any[]) {
      this.declare(statement);
      const target = this.exportedNode(statement);
      if (target !== undefined) exported = target;
    }
    if (exported === undefined) return { ok: false, message: 'no `module.exports =` or `export default` found', line: lineOf(this.text, this.text.length) };
    let kind: 'object' | 'array' | 'function' = 'object';
    let node = this.unwrap(exported);
    const fn = this.functionNode(node);
    if (fn !== undefined) {
      kind = 'function';
      const returned = this.returned(fn);
      if (returned === undefined) return { ok: false, message: 'the exported function returns no configuration that can be read without running it', line: fn.loc.start.line };
      node = this.unwrap(returned);
    }
    const value = this.evaluate(node, '');
    if (Array.isArray(value) && kind === 'object') kind = 'array';
    return { ok: true, value: value === UNKNOWN ? undefined : value, kind, locations: this.locations, notes: this.notes };
  }

  /** `defineConfig(x)` and `(x)` are x. */
  private unwrap(node: Any): Any {
    let n = node;
    while (n.type === 'CallExpression' && n['callee'].type === 'Identifier' && n['callee'].name === 'defineConfig' && n['arguments'].length === 1) n = n['arguments'][0] as Any;
    if (n.type === 'Identifier') {
      const bound = this.lookup(n['name'] as string);
      if (bound !== undefined && !('value' in bound) && this.functionNode(bound) !== undefined) return bound;
    }
    return n;
  }

  private functionNode(node: Any): Any | undefined {
    if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') return node;
    if (node.type === 'Identifier') {
      const bound = this.lookup(node['name'] as string);
      if (bound !== undefined && !('value' in bound)) return this.functionNode(bound);
    }
    return undefined;
  }

  /** The expression a function config returns: its body expression, or the last `return` of its body. */
  private returned(fn: Any): Any | undefined {
    if (fn['body'].type !== 'BlockStatement') return fn['body'] as Any;
    this.scopes.push(new Map());
    for (const param of fn['params'] as Any[]) if (param.type === 'Identifier') this.scopes.at(-1)?.set(param['name'] as string, { value: UNKNOWN });
    let result: Any | undefined;
    for (const statement of fn['body']['body'] as Any[]) {
      this.declare(statement);
      if (statement.type === 'ReturnStatement' && statement['argument'] !== null) result = statement['argument'] as Any;
    }
    return result;
  }

  private exportedNode(statement: Any): Any | undefined {
    if (statement.type === 'ExportDefaultDeclaration') return statement['declaration'] as Any;
    if (statement.type !== 'ExpressionStatement' || statement['expression'].type !== 'AssignmentExpression') return undefined;
    const left = statement['expression']['left'] as Any;
    const isModuleExports = left.type === 'MemberExpression' && left['object'].type === 'Identifier' && left['object'].name === 'module' && this.propertyName(left) === 'exports';
    const isExports = left.type === 'Identifier' && left['name'] === 'exports';
    return isModuleExports || isExports ? (statement['expression']['right'] as Any) : undefined;
  }

  /** Records `const x = …` and function declarations in the current scope, unevaluated. */
  private declare(statement: Any): void {
    const scope = this.scopes.at(-1) as Map<string, Any | { value: unknown }>;
    if (statement.type === 'VariableDeclaration') {
      for (const d of statement['declarations'] as Any[]) {
        if (d['id'].type === 'Identifier') scope.set(d['id'].name as string, d['init'] === null ? { value: undefined } : (d['init'] as Any));
        else if (d['id'].type === 'ObjectPattern') for (const p of d['id'].properties as Any[]) if (p['value']?.type === 'Identifier') scope.set(p['value'].name as string, { value: UNKNOWN });
      }
    } else if (statement.type === 'FunctionDeclaration' && statement['id'] !== null) scope.set(statement['id'].name as string, statement);
    else if (statement.type === 'ImportDeclaration') {
      for (const s of statement['specifiers'] as Any[]) scope.set(s['local'].name as string, { value: standIn('module', String(statement['source'].value), this.lineAt(statement)) });
    }
  }

  private lookup(name: string): Any | { value: unknown } | undefined {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const found = this.scopes[i]?.get(name);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  private lineAt(node: Any): number {
    return (node.loc?.start.line as number | undefined) ?? lineOf(this.text, node.start);
  }

  private mark(path: string, node: Any): void {
    if (!path.includes(INNER) && !this.locations.has(path)) this.locations.set(path, { line: this.lineAt(node), from: node.start, to: node.end });
  }

  private note(kind: StandInKind, node: Any, path: string): unknown {
    const label = this.text.slice(node.start, Math.min(node.end, node.start + 80));
    const value = kind === 'unknown' ? UNKNOWN : standIn(kind, label, this.lineAt(node));
    if (!path.includes(INNER)) this.notes.push({ kind, label, line: this.lineAt(node), path });
    return value;
  }

  private count(): void {
    if (++this.built > MAX_VALUES) throw new Stop('the configuration builds too many values to read');
  }

  private propertyName(member: Any): string | undefined {
    const p = member['property'] as Any;
    if (!member['computed'] && p.type === 'Identifier') return p['name'] as string;
    if (p.type === 'Literal' && (typeof p['value'] === 'string' || typeof p['value'] === 'number')) return String(p['value']);
    return undefined;
  }

  /** The value of an expression at the JSON-pointer path `path` (for error lines). */
  evaluate(node: Any, path: string): unknown {
    this.count();
    this.mark(path, node);
    switch (node.type) {
      case 'Literal':
        if (node['regex'] !== undefined) return this.regex(node['regex'].pattern as string, node['regex'].flags as string, node, path);
        return typeof node['value'] === 'bigint' ? this.note('unknown', node, path) : (node['value'] as unknown);
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
      case 'NewExpression':
        return this.construct(node, path);
      case 'CallExpression':
        return this.call(node, path);
      case 'MemberExpression':
        return this.member(node, path);
      case 'UnaryExpression':
        return this.unary(node, path);
      case 'BinaryExpression':
        return this.binary(node, path);
      case 'LogicalExpression':
        return this.logical(node, path);
      case 'ConditionalExpression': {
        const test = this.evaluate(node['test'] as Any, inner(path));
        if (test === UNKNOWN) return this.note('unknown', node, path);
        return this.evaluate((test ? node['consequent'] : node['alternate']) as Any, path);
      }
      case 'ParenthesizedExpression':
        return this.evaluate(node['expression'] as Any, path);
      case 'AwaitExpression':
      case 'ChainExpression':
        return this.evaluate((node['argument'] ?? node['expression']) as Any, path);
      default:
        return this.note('unknown', node, path);
    }
  }

  private regex(pattern: string, flags: string, node: Any, path: string): unknown {
    try {
      return new RegExp(pattern, flags);
    } catch {
      return this.note('unknown', node, path);
    }
  }

  private template(node: Any, path: string): unknown {
    let out = '';
    const quasis = node['quasis'] as Any[];
    const expressions = node['expressions'] as Any[];
    for (let i = 0; i < quasis.length; i++) {
      out += (quasis[i]?.['value'].cooked as string | null) ?? '';
      const expression = expressions[i];
      if (expression === undefined) continue;
      const value = this.evaluate(expression, inner(path));
      if (value === UNKNOWN || (value !== null && typeof value === 'object') || typeof value === 'function') return this.note('unknown', node, path);
      out += String(value);
      if (out.length > MAX_STRING) return this.note('unknown', node, path);
    }
    return out;
  }

  private object(node: Any, path: string): unknown {
    const out: Record<string, unknown> = {};
    for (const p of node['properties'] as Any[]) {
      if (p.type === 'SpreadElement') {
        const spread = this.evaluate(p['argument'] as Any, inner(path));
        if (spread !== null && typeof spread === 'object' && !Array.isArray(spread)) for (const [k, v] of Object.entries(spread)) put(out, k, v);
        continue;
      }
      const key = p['computed'] ? this.evaluate(p['key'] as Any, inner(path)) : p['key'].type === 'Identifier' ? p['key'].name : p['key'].value;
      if (key === UNKNOWN || (typeof key !== 'string' && typeof key !== 'number')) continue;
      const childPath = `${path}/${String(key)}`;
      if (p['kind'] !== 'init') {
        // A getter or setter runs only when webpack reads the option.
        this.note('unknown', p, childPath);
        continue;
      }
      const value = p['method'] ? this.note('function', p['value'] as Any, childPath) : this.evaluate(p['value'] as Any, childPath);
      this.locations.set(childPath, { line: this.lineAt(p), from: p.start, to: p.end });
      if (value !== UNKNOWN) put(out, String(key), value);
    }
    return out;
  }

  private array(node: Any, path: string): unknown {
    const out: unknown[] = [];
    for (const element of node['elements'] as Array<Any | null>) {
      if (element === null) {
        out.push(undefined);
        continue;
      }
      if (element.type === 'SpreadElement') {
        const spread = this.evaluate(element['argument'] as Any, inner(path));
        if (Array.isArray(spread)) for (const v of spread) out.push(v);
        continue;
      }
      const value = this.evaluate(element, `${path}/${out.length}`);
      out.push(value === UNKNOWN ? undefined : value);
    }
    return out;
  }

  private identifier(node: Any, path: string): unknown {
    const name = node['name'] as string;
    if (name === 'undefined') return undefined;
    if (name === '__dirname') return PROJECT_DIR;
    if (name === '__filename') return `${PROJECT_DIR}/webpack.config.js`;
    const bound = this.lookup(name);
    if (bound === undefined) return this.note('unknown', node, path);
    if ('value' in bound && !('type' in bound)) return bound.value;
    const declaration = bound as Any;
    if (declaration.type === 'FunctionDeclaration') return this.note('function', declaration, path);
    if (this.resolving.has(declaration)) return this.note('unknown', node, path);
    this.resolving.add(declaration);
    try {
      return this.evaluate(declaration, path);
    } finally {
      this.resolving.delete(declaration);
    }
  }

  private construct(node: Any, path: string): unknown {
    const callee = node['callee'] as Any;
    const name = callee.type === 'Identifier' ? (callee['name'] as string) : callee.type === 'MemberExpression' ? this.propertyName(callee) : undefined;
    if (name === 'RegExp') {
      const [pattern, flags] = (node['arguments'] as Any[]).map((a, i) => this.evaluate(a, inner(path)));
      if (typeof pattern === 'string' && (flags === undefined || typeof flags === 'string')) return this.regex(pattern, flags ?? '', node, path);
      return this.note('unknown', node, path);
    }
    return this.note('instance', node, path);
  }

  private call(node: Any, path: string): unknown {
    const callee = node['callee'] as Any;
    const args = node['arguments'] as Any[];
    const target = callee.type === 'MemberExpression' ? `${callee['object'].type === 'Identifier' ? callee['object'].name : ''}.${this.propertyName(callee) ?? ''}` : callee.type === 'Identifier' ? callee['name'] : '';
    if (target === 'path.resolve' || target === 'path.join' || target === 'require.resolve' || target === 'process.cwd' || target === 'fileURLToPath' || target === 'path.dirname') {
      return this.path(target, args, node, path);
    }
    if (target === 'require') return this.note('module', node, path);
    if (target === 'defineConfig' && args.length === 1) return this.evaluate(args[0] as Any, path);
    return this.note('unknown', node, path);
  }

  /** `path.resolve(__dirname, 'dist')` and its kind: an absolute path under the project folder. */
  private path(target: string, args: Any[], node: Any, path: string): unknown {
    if (target === 'process.cwd' || target === 'fileURLToPath' || target === 'path.dirname') return PROJECT_DIR;
    const parts = args.map((a, i) => this.evaluate(a, inner(path)));
    if (target === 'require.resolve') return typeof parts[0] === 'string' ? `${PROJECT_DIR}/node_modules/${parts[0].replace(/^\.\//, '')}` : this.note('unknown', node, path);
    if (parts.some((p) => typeof p !== 'string')) {
      if (!path.includes(INNER)) this.notes.push({ kind: 'path', label: this.text.slice(node.start, Math.min(node.end, node.start + 80)), line: this.lineAt(node), path });
      return `${PROJECT_DIR}/…`;
    }
    let out = target === 'path.resolve' ? PROJECT_DIR : '';
    for (const part of parts as string[]) out = part.startsWith('/') ? part : out === '' ? part : `${out}/${part}`;
    const segments: string[] = [];
    for (const segment of out.split('/')) {
      if (segment === '..') segments.pop();
      else if (segment !== '.' && segment !== '') segments.push(segment);
    }
    return `${out.startsWith('/') ? '/' : ''}${segments.join('/')}`;
  }

  private member(node: Any, path: string): unknown {
    const object = node['object'] as Any;
    const name = this.propertyName(node);
    if (object.type === 'MemberExpression' && object['object'].type === 'Identifier' && object['object'].name === 'process' && this.propertyName(object) === 'env') {
      return this.note('unknown', node, path);
    }
    if (object.type === 'Identifier' && object['name'] === 'import' && name === 'meta') return this.note('unknown', node, path);
    const base = this.evaluate(object, inner(path));
    if (base === UNKNOWN || name === undefined || base === null || typeof base !== 'object') return this.note(base !== null && typeof base === 'function' ? 'function' : 'unknown', node, path);
    return Object.prototype.hasOwnProperty.call(base, name) ? (base as Record<string, unknown>)[name] : this.note('unknown', node, path);
  }

  private unary(node: Any, path: string): unknown {
    const value = this.evaluate(node['argument'] as Any, inner(path));
    if (value === UNKNOWN) return this.note('unknown', node, path);
    switch (node['operator']) {
      case '!':
        return !value;
      case '-':
        return typeof value === 'number' ? -value : this.note('unknown', node, path);
      case '+':
        return typeof value === 'number' ? value : this.note('unknown', node, path);
      case 'void':
        return undefined;
      default:
        return this.note('unknown', node, path);
    }
  }

  private binary(node: Any, path: string): unknown {
    const left = this.evaluate(node['left'] as Any, inner(path));
    const right = this.evaluate(node['right'] as Any, inner(path));
    const primitive = (v: unknown): v is string | number | boolean | null | undefined => v === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof v);
    if (!primitive(left) || !primitive(right)) return this.note('unknown', node, path);
    switch (node['operator']) {
      case '===':
        return left === right;
      case '!==':
        return left !== right;
      case '+': {
        if (typeof left === 'number' && typeof right === 'number') return left + right;
        if (typeof left !== 'string' && typeof right !== 'string') return this.note('unknown', node, path);
        const joined = String(left) + String(right);
        return joined.length > MAX_STRING ? this.note('unknown', node, path) : joined;
      }
      case '-':
      case '*':
      case '/':
        if (typeof left !== 'number' || typeof right !== 'number') return this.note('unknown', node, path);
        return node['operator'] === '-' ? left - right : node['operator'] === '*' ? left * right : left / right;
      default:
        return this.note('unknown', node, path);
    }
  }

  private logical(node: Any, path: string): unknown {
    const left = this.evaluate(node['left'] as Any, inner(path));
    if (left === UNKNOWN) return this.note('unknown', node, path);
    const op = node['operator'] as string;
    if ((op === '||' && left) || (op === '&&' && !left) || (op === '??' && left !== null && left !== undefined)) return left;
    return this.evaluate(node['right'] as Any, path);
  }
}

export { Stop as ReadStop };
