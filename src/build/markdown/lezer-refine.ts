/**
 * Scopes Lezer's highlight tags cannot tell apart but the TextMate grammars (and so the GitHub
 * themes) do, read from the syntax tree around a token: `const` names, parameters (also inside
 * patterns), functions assigned to names, methods, class fields and type members, constructors
 * called through a member (`new a.B()`), the class a class extends, spread and the colon and
 * arrow of type annotations, the keys of an object fragment. Each refinement names a token by its offsets and replaces the
 * path its tag gives.
 */
import type { SyntaxNode, Tree } from '@lezer/common';

/** A span of the code and its TextMate scope path (without the root `source.*`). */
export interface ScopedRange {
  /** Start offset. */
  from: number;
  /** End offset (exclusive). */
  to: number;
  /** TextMate scopes, outermost first. */
  path: readonly string[];
}

const CONSTANT = ['meta.definition.variable', 'variable.other.constant'];
const FUNCTION_NAME = ['meta.definition.function', 'entity.name.function'];
const PARAMETER = ['meta.parameters', 'variable.parameter'];
const METHOD = ['meta.method.declaration', 'meta.definition.method', 'entity.name.function'];
const FIELD = ['meta.field.declaration', 'meta.definition.property', 'variable.object.property'];
const CALLED = ['new.expr', 'meta.function-call', 'entity.name.function'];
const INHERITED = ['meta.class', 'entity.other.inherited-class'];
const FUNCTIONS = new Set(['ArrowFunction', 'FunctionExpression', 'ClassExpression', 'Block', 'ClassBody']);

/** The definitions under `node`, not looking into nested functions or bodies. */
function definitionsUnder(node: SyntaxNode, visit: (def: SyntaxNode) => void): void {
  for (let child = node.firstChild; child !== null; child = child.nextSibling) {
    if (FUNCTIONS.has(child.name)) continue;
    if (child.name === 'VariableDefinition') visit(child);
    else definitionsUnder(child, visit);
  }
}

/** `node` itself if it is a name, or every name of a member expression such as `a.b.C`. */
function namesUnder(node: SyntaxNode, visit: (name: SyntaxNode) => void): void {
  if (node.name === 'VariableName' || node.name === 'PropertyName') visit(node);
  else if (node.name === 'MemberExpression') {
    for (let child = node.firstChild; child !== null; child = child.nextSibling) namesUnder(child, visit);
  }
}

function isFunction(node: SyntaxNode | null | undefined): boolean {
  return node?.name === 'ArrowFunction' || node?.name === 'FunctionExpression';
}

/** Whether a definition is assigned a function (`const f = () => {}`). */
function assignedFunction(def: SyntaxNode): boolean {
  const equals = def.nextSibling;
  const value = equals?.nextSibling;
  return equals?.name === 'Equals' && isFunction(value);
}

/** Walks the tree once and lists the refinements, in no particular order. */
export function refineScopes(tree: Tree, code: string): ScopedRange[] {
  const out: ScopedRange[] = [];
  const add = (node: SyntaxNode, path: readonly string[]): void => {
    out.push({ from: node.from, to: node.to, path });
  };
  const cursor = tree.cursor();
  do {
    const node = cursor.node;
    const parent = node.parent;
    switch (node.name) {
      case 'const':
        if (parent !== null) definitionsUnder(parent, (def) => add(def, assignedFunction(def) ? FUNCTION_NAME : CONSTANT));
        break;
      case 'VariableDefinition':
        if (parent?.name === 'FunctionExpression' || (parent?.name === 'VariableDeclaration' && assignedFunction(node))) add(node, FUNCTION_NAME);
        break;
      case 'ParamList':
        definitionsUnder(node, (def) => add(def, PARAMETER));
        break;
      case 'PropertyDefinition':
        if (code.slice(node.from, node.to) === 'constructor') add(node, ['storage.type']);
        else if (parent?.name === 'MethodDeclaration' || node.nextSibling?.name === 'ParamList') add(node, METHOD);
        else if (parent?.name === 'Property' && isFunction(node.nextSibling?.nextSibling)) add(node, ['meta.object-literal.key', 'entity.name.function']);
        else if (parent?.name === 'PropertyDeclaration' || parent?.name === 'PropertyType') add(node, FIELD);
        break;
      case 'NewExpression': {
        const callee = node.firstChild?.nextSibling;
        const name = callee?.name === 'MemberExpression' ? callee.lastChild : null;
        if (name?.name === 'PropertyName') add(name, CALLED);
        break;
      }
      case 'extends': {
        const heritage = node.nextSibling;
        if (heritage === null) break;
        namesUnder(heritage, (name) => add(name, INHERITED));
        break;
      }
      case 'Spread':
        add(node, ['keyword.operator.spread']);
        break;
      case ':':
        if (parent?.name === 'TypeAnnotation') add(node, ['meta.type.annotation', 'keyword.operator.type.annotation']);
        break;
      case '=>':
        add(node, ['storage.type.function.arrow']);
        break;
      case '⚠': {
        // In a fragment of an object (`priority: -10,` after another key) the grammars read each
        // `name:` as a label; Lezer reads the name into the expression before and fails on the colon.
        if (code[node.from] !== ':' || (parent?.name !== 'ExpressionStatement' && parent?.name !== 'Script')) break;
        let last = node.prevSibling;
        while (last?.lastChild) last = last.lastChild;
        if (last?.name === 'VariableName') add(last, ['entity.name.label']);
        break;
      }
      default:
        break;
    }
  } while (cursor.next());
  return out;
}
