/**
 * Scopes Lezer's highlight tags cannot tell apart but the TextMate grammars (and so the GitHub
 * themes) do, read from the syntax tree around a token: `const` names, parameters (also inside
 * patterns), functions assigned to names, methods, class fields and type members, constructors
 * called through a member (`new a.B()`), the class a class extends, spread and the colon and
 * arrow of type annotations, the keys of an object fragment, names typed as functions, `void`
 * and `?` in types, functions assigned to names, dynamic imports that are not of a string literal,
 * renamed keys of destructuring patterns. Each refinement names a token by its offsets and replaces the
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
const FUNCTION_PARAMETER = ['meta.parameters', 'entity.name.function'];
const FUNCTION_FIELD = ['meta.field.declaration', 'meta.definition.property', 'entity.name.function'];
const OBJECT_KEY = ['meta.objectliteral', 'meta.object.member', 'meta.object-literal.key'];
const BINDING_KEY = ['meta.object-binding-pattern-variable', 'variable.object.property'];
/** A dynamic `import(` the grammars read as the keyword: its argument opens with a string. */
const IMPORT_OF_STRING = /^\(\s*['"`]/;

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

/**
 * Whether a name's type annotation (after it, past a `?`) is a function type or `Function`: the
 * TypeScript grammar then scopes the name as a function.
 */
function typedAsFunction(name: SyntaxNode, code: string): boolean {
  let annotation = name.nextSibling;
  if (annotation?.name === 'Optional') annotation = annotation.nextSibling;
  if (annotation?.name !== 'TypeAnnotation') return false;
  const type = annotation.firstChild?.nextSibling;
  if (type?.name === 'FunctionSignature') return true;
  return type?.name === 'TypeName' && code.slice(type.from, type.to) === 'Function';
}

/**
 * Whether a block stands where an object would in a fragment: after a key other than a plain
 * name whose colon Lezer could not read (`'name': {`, `default: {`), or after `with` in an import (`with { type: 'json' }`).
 */
function objectInFragment(block: SyntaxNode, code: string): boolean {
  let before = block.prevSibling;
  if (before?.name === 'WithStatement') return before.lastChild?.name === '⚠';
  if (importAssertion(before, code)) return true;
  while (before?.lastChild && before.name !== '⚠') before = before.lastChild;
  if (before?.name !== '⚠' || code[before.from] !== ':') return false;
  // After a plain name the grammars read a label and a block (`cache: {`); after anything else
  // (a string, `default`, `this.loaders`) an expression, and so an object.
  let key = before.prevSibling;
  while (key?.lastChild) key = key.lastChild;
  return key !== null && key.name !== 'VariableName';
}

/** Whether `node` is the `assert` of an import's attributes (`import s from './s.css' assert {`). */
function importAssertion(node: SyntaxNode | null, code: string): boolean {
  const name = node?.firstChild;
  return node?.name === 'ExpressionStatement' && name?.name === 'VariableName' && code.slice(name.from, name.to).trim() === 'assert'
    && node.prevSibling?.name === 'ImportDeclaration';
}

/** How a `name:` at statement level reads: a key in an object of a fragment, else a label. */
function labelScope(statement: SyntaxNode, code: string): readonly string[] {
  let block = statement.parent;
  if (block?.name === 'LabeledStatement') block = block.parent;
  return block?.name === 'Block' && objectInFragment(block, code) ? OBJECT_KEY : ['entity.name.label'];
}

/**
 * The node names `refineScopes` looks at (the cases of its switch). Other nodes are passed over
 * by name alone: making a node object, and its parent's, for each of them cost more than the
 * refinements themselves.
 */
const REFINED: ReadonlySet<string> = new Set([
  'const', 'VariableDefinition', 'ParamList', 'PropertyDefinition', 'NewExpression', 'extends', 'AssignmentExpression',
  'VoidType', 'Optional', 'VariableName', 'defer', 'Star', 'DynamicImport', 'PatternProperty', 'Label', 'Spread', ':', '=>', '⚠',
]);

/** Walks the tree once and lists the refinements, in no particular order. */
export function refineScopes(tree: Tree, code: string): ScopedRange[] {
  const out: ScopedRange[] = [];
  const add = (node: SyntaxNode, path: readonly string[]): void => {
    out.push({ from: node.from, to: node.to, path });
  };
  const cursor = tree.cursor();
  do {
    if (!REFINED.has(cursor.name)) continue;
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
        definitionsUnder(node, (def) => add(def, typedAsFunction(def, code) ? FUNCTION_PARAMETER : PARAMETER));
        break;
      case 'PropertyDefinition':
        if (code.slice(node.from, node.to) === 'constructor') add(node, ['storage.type']);
        else if (parent?.name === 'MethodDeclaration' || node.nextSibling?.name === 'ParamList') add(node, METHOD);
        else if (parent?.name === 'Property' && isFunction(node.nextSibling?.nextSibling)) add(node, ['meta.object-literal.key', 'entity.name.function']);
        else if (parent?.name === 'PropertyDeclaration' || parent?.name === 'PropertyType') add(node, typedAsFunction(node, code) ? FUNCTION_FIELD : FIELD);
        break;
      case 'NewExpression': {
        let callee = node.firstChild?.nextSibling;
        // `new Plugin<Options>()`: the type arguments wrap the constructor.
        if (callee?.name === 'InstantiationExpression') callee = callee.firstChild;
        const name = callee?.name === 'MemberExpression' ? callee.lastChild : callee;
        if (name?.name === 'PropertyName' || (name?.name === 'VariableName' && callee !== node.firstChild?.nextSibling)) add(name, CALLED);
        break;
      }
      case 'extends': {
        const heritage = node.nextSibling;
        if (heritage === null) break;
        // The qualifiers of `a.b.C` read as modules, the last name as the class.
        namesUnder(heritage, (name) => add(name, name.to === heritage.to ? INHERITED : ['meta.class', 'entity.name.type.module']));
        break;
      }
      case 'AssignmentExpression': {
        // `f = () => {}` and `module.exports.pitch = function () {}` name a function.
        const target = node.firstChild;
        if (!isFunction(target?.nextSibling?.nextSibling)) break;
        const name = target?.name === 'MemberExpression' ? target.lastChild : target;
        // `module.exports = function` keeps `exports` a module object.
        if ((name?.name === 'VariableName' || name?.name === 'PropertyName') && code.slice(name.from, name.to) !== 'exports') add(name, ['entity.name.function']);
        break;
      }
      case 'VoidType':
        add(node, ['meta.type.annotation', 'support.type.primitive']);
        break;
      case 'Optional':
        add(node, ['keyword.operator.optional']);
        break;
      case 'VariableName':
        if (parent !== null && importAssertion(parent, code)) add(node, ['meta.import', 'keyword.control.assert']);
        break;
      case 'defer':
        // `import defer * as ns`: the grammars take the word for an imported name.
        if (parent?.name === 'ImportDeclaration') add(node, ['meta.import', 'variable.other.readwrite.alias']);
        break;
      case 'Star':
        if (parent?.name === 'ImportDeclaration' || parent?.name === 'ExportDeclaration') add(node, ['constant.language.import-export-all']);
        break;
      case 'DynamicImport':
        if (!IMPORT_OF_STRING.test(code.slice(node.from + 'import'.length, node.to))) add(node.firstChild ?? node, ['meta.function-call', 'entity.name.function']);
        break;
      case 'PatternProperty':
        if (node.firstChild?.name === 'PropertyName' && node.firstChild.nextSibling?.name === ':') add(node.firstChild, BINDING_KEY);
        break;
      case 'Label':
        // Keys of an object the fragment's syntax errors made a block of.
        if (parent?.name === 'LabeledStatement' && labelScope(parent, code) === OBJECT_KEY) add(node, OBJECT_KEY);
        break;
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
        if (last?.name === 'VariableName') add(last, parent.name === 'Script' ? ['entity.name.label'] : labelScope(parent, code));
        break;
      }
      default:
        break;
    }
  } while (cursor.next());
  return out;
}
