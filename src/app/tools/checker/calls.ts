/**
 * What the reader assumes about calls, `new` and property reads, none of which it performs:
 * `path.resolve(__dirname, 'dist')` and `require.resolve('x')` are absolute paths under the
 * project folder, `require('x')` a module stand-in, `new X()` a plugin-instance stand-in (`new
 * RegExp` a RegExp), `process.env.X` unknown, a property of an object read earlier its value.
 */
import { must, nameOf, nodes, str, type AstNode } from './ast.ts';
import { inner, isInner, PROJECT_DIR, Reader } from './evaluate.ts';
import { joinPaths, UNKNOWN } from './operators.ts';

/** The reader with calls and property reads. */
export class CallReader extends Reader {
  protected override other(node: AstNode, path: string): unknown {
    if (node.type === 'NewExpression') return this.construct(node, path);
    if (node.type === 'CallExpression') return this.call(node, path);
    if (node.type === 'MemberExpression') return this.member(node, path);
    return super.other(node, path);
  }

  private construct(node: AstNode, path: string): unknown {
    const callee = must(node, 'callee');
    const name = callee.type === 'Identifier' ? (str(callee, 'name') ?? '') : callee.type === 'MemberExpression' ? this.propertyName(callee) : undefined;
    if (name === 'RegExp') {
      const [pattern, flags] = nodes(node, 'arguments').map((a) => this.evaluate(a, inner(path)));
      if (typeof pattern === 'string' && (flags === undefined || typeof flags === 'string')) return this.regex(pattern, flags ?? '', node, path);
      return this.note('unknown', node, path);
    }
    return this.note('instance', node, path);
  }

  private call(node: AstNode, path: string): unknown {
    const callee = must(node, 'callee');
    const args = nodes(node, 'arguments');
    const target = callee.type === 'MemberExpression' ? `${nameOf(must(callee, 'object')) ?? ''}.${this.propertyName(callee) ?? ''}` : (nameOf(callee) ?? '');
    if (target === 'path.resolve' || target === 'path.join' || target === 'require.resolve' || target === 'process.cwd' || target === 'fileURLToPath' || target === 'path.dirname') {
      return this.path(target, args, node, path);
    }
    if (target === 'require') return this.note('module', node, path);
    if (target === 'defineConfig' && args.length === 1) return this.evaluate(args[0] as AstNode, path);
    return this.note('unknown', node, path);
  }

  /** `path.resolve(__dirname, 'dist')` and its kind: an absolute path under the project folder. */
  private path(target: string, args: AstNode[], node: AstNode, path: string): unknown {
    if (target === 'process.cwd' || target === 'fileURLToPath' || target === 'path.dirname') return PROJECT_DIR;
    const parts = args.map((a) => this.evaluate(a, inner(path)));
    if (target === 'require.resolve') {
      const request = parts[0];
      if (typeof request !== 'string') return this.note('unknown', node, path);
      return request.startsWith('.') ? joinPaths(PROJECT_DIR, [request]) : joinPaths(`${PROJECT_DIR}/node_modules`, [request]);
    }
    if (parts.some((p) => typeof p !== 'string')) {
      if (!isInner(path))
        this.notes.push({
          kind: 'path',
          label: this.text.slice(node.start, Math.min(node.end, node.start + 80)),
          line: this.lineAt(node),
          path,
        });
      return `${PROJECT_DIR}/…`;
    }
    return joinPaths(target === 'path.resolve' ? PROJECT_DIR : '', parts as string[]);
  }

  private member(node: AstNode, path: string): unknown {
    const object = must(node, 'object');
    const name = this.propertyName(node);
    if (object.type === 'MemberExpression' && must(object, 'object').type === 'Identifier' && nameOf(must(object, 'object')) === 'process' && this.propertyName(object) === 'env') {
      return this.note('unknown', node, path);
    }
    if (object.type === 'Identifier' && nameOf(object) === 'import' && name === 'meta') return this.note('unknown', node, path);
    const base = this.evaluate(object, inner(path));
    if (base === UNKNOWN || name === undefined || base === null || typeof base !== 'object') return this.note(base !== null && typeof base === 'function' ? 'function' : 'unknown', node, path);
    return Object.prototype.hasOwnProperty.call(base, name) ? (base as Record<string, unknown>)[name] : this.note('unknown', node, path);
  }

}
