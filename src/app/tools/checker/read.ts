/**
 * The configuration checker's reading of a text: JSON or one object or array literal, else a
 * program whose `module.exports =` or `export default` is read by evaluate.ts. Never throws:
 * a text that cannot be read gives the reason and its line.
 */
import { parse } from 'acorn';
import { field, list, must, nameOf, nodes, str, sub, type AstNode } from './ast.ts';
import { CallReader } from './calls.ts';
import { lineOf, type Binding, type Reading } from './evaluate.ts';
import { standIn } from './stand-ins.ts';
import { UNKNOWN } from './operators.ts';

/** Nesting deeper than this is refused before parsing (acorn recurses on it). */
export const MAX_NESTING = 400;

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

/** Reads a configuration text into a value. Never throws. */
export function readConfiguration(text: string): Reading {
  const deep = tooDeep(text);
  if (deep !== undefined)
    return {
      ok: false,
      message: `nested more than ${MAX_NESTING} levels deep`,
      line: deep,
    };
  const trimmed = text.trimStart();
  try {
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      const json = tryJson(text);
      if (json !== undefined) return opaqueTop(json);
    }
    const program = parse(text, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
      allowHashBang: true,
      allowReturnOutsideFunction: false,
    }) as AstNode;
    return opaqueTop(new ProgramReader(text).program(program));
  } catch (error) {
    const loc = (error as { loc?: { line: number } }).loc;
    const message = error instanceof SyntaxError ? error.message.replace(/\s*\(\d+:\d+\)$/, '') : error instanceof RangeError ? 'nested too deeply' : String((error as Error).message);
    return { ok: false, message, line: loc?.line ?? 1 };
  }
}

/** Stand-in kinds that say nothing of what a whole configuration holds. */
const OPAQUE = new Set(['unknown', 'module', 'instance']);

/**
 * A reading whose whole configuration (the export, what an exported function returns, or one
 * configuration of an array of them) is something only running the file gives, such as
 * webpack-merge's `merge(common, { … })` or `require('./webpack.common.js')`, becomes a text
 * that could not be read, with that expression and its line. Validated, it would be missing or a
 * stand-in, and webpack's schema would answer "configuration should be an object", an error
 * webpack never prints for the real file. An unknown option inside a configuration stays left
 * out and listed, as before.
 */
function opaqueTop(reading: Reading): Reading {
  if (!reading.ok) return reading;
  const multi = Array.isArray(reading.value);
  const top = reading.notes.find((n) => OPAQUE.has(n.kind) && (n.path === '' || (multi && /^\/\d+$/.test(n.path))));
  if (top === undefined) return reading;
  const which = top.path === '' ? 'the configuration' : `configuration ${Number(top.path.slice(1)) + 1} of the array`;
  return { ok: false, message: `${which} is the value of \`${shortExpression(top.label)}\`, which only running the file gives`, line: top.line };
}

/** An expression as a message quotes it: whole when short and on one line, else a call as `merge(…)`, anything else cut at its first line. */
function shortExpression(label: string): string {
  const first = label.split('\n')[0] ?? '';
  if (first === label && label.length < 80) return label;
  const callee = /^[\w$.]+(?=\s*\()/.exec(label);
  return callee === null ? `${first.trimEnd()} …` : `${callee[0]}(…)`;
}

/** A text that is one object or array literal (JSON or JavaScript) reads as that value. */
function tryJson(text: string): Reading | undefined {
  let node: AstNode;
  try {
    node = parseExpressionOnly(text);
  } catch {
    return undefined;
  }
  const reader = new CallReader(text);
  const value = reader.evaluate(node, '');
  return {
    ok: true,
    value: value === UNKNOWN ? undefined : value,
    kind: 'json',
    locations: reader.locations,
    notes: reader.notes,
  };
}

function parseExpressionOnly(text: string): AstNode {
  // As the one expression of a program, so a text with anything after it is not taken for JSON.
  const program = parse(`(${text}\n)`, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    locations: true,
  }) as AstNode;
  const statement = nodes(program, 'body')[0];
  if (list(program, 'body').length !== 1 || statement?.type !== 'ExpressionStatement') throw new Error('not one expression');
  return shift(must(statement, 'expression'));
}

/** Moves offsets of a tree parsed with a leading `(` back by one. */
function shift(node: AstNode): AstNode {
  const stack: AstNode[] = [node];
  const seen = new Set<AstNode>();
  while (stack.length > 0) {
    const n = stack.pop() as AstNode;
    if (seen.has(n)) continue;
    seen.add(n);
    n.start -= 1;
    n.end -= 1;
    for (const key of Object.keys(n)) {
      if (Array.isArray(field(n, key))) stack.push(...nodes(n, key));
      else {
        const child = sub(n, key);
        if (child !== undefined) stack.push(child);
      }
    }
  }
  return node;
}

/** Reads a program: its bindings, then what it exports (a function's returned configuration). */
class ProgramReader extends CallReader {
  program(program: AstNode): Reading {
    let exported: AstNode | undefined;
    for (const statement of nodes(program, 'body')) {
      this.declare(statement);
      const target = this.exportedNode(statement);
      if (target !== undefined) exported = target;
    }
    if (exported === undefined)
      return {
        ok: false,
        message: 'no `module.exports =` or `export default` found',
        line: lineOf(this.text, this.text.length),
      };
    let kind: 'object' | 'array' | 'function' = 'object';
    let node = this.unwrap(exported);
    const fn = this.functionNode(node);
    if (fn !== undefined) {
      kind = 'function';
      const returned = this.returned(fn);
      if (returned === undefined)
        return {
          ok: false,
          message: 'the exported function returns no configuration that can be read without running it',
          line: this.lineAt(fn),
        };
      node = this.unwrap(returned);
    }
    const value = this.evaluate(node, '');
    if (Array.isArray(value) && kind === 'object') kind = 'array';
    return {
      ok: true,
      value: value === UNKNOWN ? undefined : value,
      kind,
      locations: this.locations,
      notes: this.notes,
    };
  }

  /** `defineConfig(x)` and `(x)` are x. */
  private unwrap(node: AstNode): AstNode {
    let n = node;
    while (n.type === 'CallExpression' && must(n, 'callee').type === 'Identifier' && nameOf(must(n, 'callee')) === 'defineConfig' && list(n, 'arguments').length === 1)
      n = nodes(n, 'arguments')[0] as AstNode;
    if (n.type === 'Identifier') {
      const bound = this.lookup(str(n, 'name') ?? '');
      if (bound !== undefined && 'node' in bound && this.functionNode(bound.node) !== undefined) return bound.node;
    }
    return n;
  }

  private functionNode(node: AstNode): AstNode | undefined {
    if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') return node;
    if (node.type === 'Identifier') {
      const bound = this.lookup(str(node, 'name') ?? '');
      if (bound !== undefined && 'node' in bound) return this.functionNode(bound.node);
    }
    return undefined;
  }

  /** The expression a function config returns: its body expression, or the last `return` of its body. */
  private returned(fn: AstNode): AstNode | undefined {
    if (must(fn, 'body').type !== 'BlockStatement') return must(fn, 'body');
    this.scopes.push(new Map());
    for (const param of nodes(fn, 'params')) if (param.type === 'Identifier') this.scopes.at(-1)?.set(str(param, 'name') ?? '', { value: UNKNOWN });
    let result: AstNode | undefined;
    for (const statement of nodes(must(fn, 'body'), 'body')) {
      this.declare(statement);
      if (statement.type === 'ReturnStatement' && sub(statement, 'argument') !== undefined) result = must(statement, 'argument');
    }
    return result;
  }

  private exportedNode(statement: AstNode): AstNode | undefined {
    if (statement.type === 'ExportDefaultDeclaration') return must(statement, 'declaration');
    if (statement.type !== 'ExpressionStatement' || must(statement, 'expression').type !== 'AssignmentExpression') return undefined;
    const left = must(must(statement, 'expression'), 'left');
    const isModuleExports = left.type === 'MemberExpression' && must(left, 'object').type === 'Identifier' && nameOf(must(left, 'object')) === 'module' && this.propertyName(left) === 'exports';
    const isExports = left.type === 'Identifier' && nameOf(left) === 'exports';
    return isModuleExports || isExports ? must(must(statement, 'expression'), 'right') : undefined;
  }

  /** Records `const x = …` and function declarations in the current scope, unevaluated. */
  private declare(statement: AstNode): void {
    const scope = this.scopes.at(-1) as Map<string, Binding>;
    if (statement.type === 'VariableDeclaration') {
      for (const d of nodes(statement, 'declarations')) {
        if (must(d, 'id').type === 'Identifier') scope.set(nameOf(must(d, 'id')) ?? '', sub(d, 'init') === undefined ? { value: undefined } : { node: must(d, 'init') });
        else if (must(d, 'id').type === 'ObjectPattern')
          for (const p of nodes(must(d, 'id'), 'properties')) if (sub(p, 'value')?.type === 'Identifier') scope.set(nameOf(must(p, 'value')) ?? '', { value: UNKNOWN });
      }
    } else if (statement.type === 'FunctionDeclaration' && sub(statement, 'id') !== undefined) scope.set(nameOf(must(statement, 'id')) ?? '', { node: statement });
    else if (statement.type === 'ImportDeclaration') {
      for (const s of nodes(statement, 'specifiers'))
        scope.set(nameOf(must(s, 'local')) ?? '', {
          value: standIn('module', String(field(must(statement, 'source'), 'value'))),
        });
    }
  }
}
