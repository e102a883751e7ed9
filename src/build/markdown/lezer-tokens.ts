/**
 * JavaScript and TypeScript tokens from Lezer's parser, each named by the TextMate scope path
 * Shiki's grammars would give it, so a theme colours them (theme-scopes.ts). Lezer parses the
 * site's JS/TS blocks about ten times faster than vscode-textmate with Oniguruma (issue #22).
 * Its tags are coarser than the grammars' scopes in places; the mapping keeps the distinctions
 * the GitHub themes draw (keywords and operators, strings, numbers and constants, functions,
 * types, parameters, `const` names, comments).
 */
import { parser } from '@lezer/javascript';
import { highlightTree, styleTags, Tag, tagHighlighter, tags as t } from '@lezer/highlight';
import { refineScopes, type ScopedRange } from './lezer-refine.ts';
import { jsdocScopes } from './lezer-jsdoc.ts';
import { regexpScopes } from './lezer-regexp.ts';

/** The grammars Lezer highlights here, by Shiki's language name. */
export type LezerLanguage = 'javascript' | 'typescript' | 'jsx' | 'tsx';

export type { ScopedRange };

/** A function parameter: Lezer tags it as any other variable definition. */
const parameterTag = Tag.define();

/**
 * Each Lezer tag and the scope it stands for; a path of several scopes is space-separated.
 * `tagHighlighter` picks the most specific tag, so `function(variableName)` wins over `variableName`.
 */
export const TAG_SCOPES: ReadonlyArray<readonly [Tag, string]> = [
  [t.comment, 'comment'],
  [t.lineComment, 'comment.line.double-slash'],
  [t.blockComment, 'comment.block'],
  [t.controlKeyword, 'keyword.control'],
  [t.moduleKeyword, 'keyword.control.import'],
  [t.definitionKeyword, 'storage.type'],
  [t.modifier, 'storage.modifier'],
  [t.operatorKeyword, 'keyword.operator.expression'],
  [t.keyword, 'keyword.operator.new'],
  [t.string, 'string.quoted'],
  [t.special(t.string), 'string.template'],
  [t.escape, 'constant.character.escape'],
  [t.regexp, 'string.regexp'],
  [t.number, 'constant.numeric'],
  [t.bool, 'constant.language.boolean'],
  [t.null, 'constant.language.null'],
  [t.atom, 'variable.language.super'],
  [t.self, 'variable.language.this'],
  [t.variableName, 'variable.other.readwrite'],
  [t.function(t.variableName), 'meta.function-call entity.name.function'],
  [t.definition(t.variableName), 'meta.definition.variable variable.other.readwrite'],
  [t.function(t.definition(t.variableName)), 'meta.definition.function entity.name.function'],
  [parameterTag, 'meta.parameters variable.parameter'],
  [t.labelName, 'entity.name.label'],
  [t.propertyName, 'variable.other.property'],
  [t.special(t.propertyName), 'variable.other.property'],
  [t.function(t.propertyName), 'meta.function-call entity.name.function'],
  [t.definition(t.propertyName), 'meta.object.member meta.object-literal.key'],
  [t.className, 'new.expr entity.name.function'],
  [t.definition(t.className), 'meta.class entity.name.type.class'],
  [t.typeName, 'meta.type.annotation entity.name.type'],
  [t.definition(t.typeName), 'entity.name.type'],
  [t.arithmeticOperator, 'keyword.operator.arithmetic'],
  [t.logicOperator, 'keyword.operator.logical'],
  [t.bitwiseOperator, 'keyword.operator.bitwise'],
  [t.compareOperator, 'keyword.operator.comparison'],
  [t.updateOperator, 'keyword.operator.increment'],
  [t.definitionOperator, 'keyword.operator.assignment'],
  [t.function(t.punctuation), 'storage.type.function.arrow'],
  [t.punctuation, 'punctuation'],
  [t.derefOperator, 'punctuation.accessor'],
  [t.separator, 'punctuation.separator'],
  [t.paren, 'meta.brace.round'],
  [t.squareBracket, 'meta.brace.square'],
  [t.brace, 'punctuation.definition.block'],
  [t.special(t.brace), 'string.template meta.template.expression punctuation.definition.template-expression'],
  [t.meta, 'meta.decorator punctuation.decorator'],
  [t.angleBracket, 'meta.tag punctuation.definition.tag'],
  [t.tagName, 'meta.tag entity.name.tag'],
  [t.standard(t.tagName), 'meta.tag entity.name.tag'],
  [t.attributeName, 'meta.tag.attributes entity.other.attribute-name'],
  [t.attributeValue, 'meta.tag.attributes string.quoted'],
  [t.content, 'meta.jsx.children'],
];

const highlighter = tagHighlighter(TAG_SCOPES.map(([tag, scope]) => ({ tag, class: scope })));

/** Type names the TypeScript grammar scopes as `support.type.primitive`. */
const PRIMITIVES = new Set(['string', 'number', 'boolean', 'any', 'unknown', 'never', 'object', 'symbol', 'bigint', 'void', 'undefined', 'null']);

/** Names the grammars scope as Node's module objects (`module.exports`, `exports.x`). */
const MODULE_OBJECTS = new Set(['module', 'exports']);

/** Properties the grammars scope as built in wherever they are read. */
const SUPPORT_PROPERTIES = new Set(['length', 'constructor', 'prototype', '__proto__']);

/** Global values the grammars scope as language constants. */
const LANGUAGE_CONSTANTS: ReadonlyMap<string, string> = new Map([['Infinity', 'constant.language.infinity'], ['NaN', 'constant.language.nan']]);

/**
 * The one built-in class the grammars name as such where it is used as a value (`Promise.all`,
 * `new Promise`); `Array`, `Object`, `Map` and the rest read as any other name. As a type
 * (`Promise<void>`) it stays a type name.
 */
const PROMISE_LEAVES: ReadonlySet<string> = new Set(['variable.other.readwrite', 'entity.name.function']);

/** Upper-case names the grammars scope as constants (`JSON`, `PROCESS_ASSETS_STAGE_ADDITIONS`). */
const CONSTANT_NAME = /^[A-Z][A-Z0-9_$]*$/;

/** Paths the highlight callback gives in place of a tag's (ranges share them; none is changed after). */
const PRIMITIVE_TYPE = ['meta.type.annotation', 'support.type.primitive'];
const UNDEFINED = ['constant.language.undefined'];
const MODULE_OBJECT = ['support.type.object.module'];
const IMPORT_META = ['variable.language.import-meta'];
const SUPPORT_PROPERTY = ['support.variable.property'];
const CONSTANT_PROPERTY = ['variable.other.constant.property'];
const CONSTANT_VARIABLE = ['variable.other.constant'];

/** Each class list `highlightTree` gives, split once into its path (a few dozen distinct lists). */
const paths = new Map<string, readonly string[]>();
function pathOf(classes: string): readonly string[] {
  let path = paths.get(classes);
  if (path === undefined) {
    path = classes.split(' ');
    paths.set(classes, path);
  }
  return path;
}

/** Lezer's parser per dialect, configured once. */
const parsers = new Map<string, typeof parser>();
function parserFor(dialect: string): typeof parser {
  let p = parsers.get(dialect);
  if (p === undefined) {
    p = parser.configure({ dialect, props: [styleTags({ 'ParamList/VariableDefinition': parameterTag })] });
    parsers.set(dialect, p);
  }
  return p;
}

/** A closing tag or a self-closing one: the block has JSX in it. */
const JSX_HINT = /<\/|\/>/;

/**
 * The dialect to read a block with. Shiki's JavaScript grammar knows JSX, but many of the site's
 * blocks are fragments (`default: { minChunks: 2 }`) which Lezer's error recovery would then read
 * as JSX tags: a `javascript` block is read as JSX only when it closes a tag.
 */
function dialectFor(code: string, lang: LezerLanguage): string {
  if (lang === 'jsx') return 'jsx';
  if (lang === 'tsx') return 'ts jsx';
  if (lang === 'typescript') return 'ts';
  return JSX_HINT.test(code) ? 'jsx' : '';
}

/**
 * Parses `code` and returns its highlighted spans, in order and without overlaps; text between
 * them has no scope of its own.
 */
export function lezerScopes(code: string, lang: LezerLanguage): ScopedRange[] {
  const dialect = dialectFor(code, lang);
  const tree = parserFor(dialect).parse(code);
  // Error recovery can make JSX out of a fragment even outside the JSX dialect: leave it plain.
  const jsx = dialect.includes('jsx');
  const regions: Region[] = [];
  tree.iterate({
    enter: (node) => {
      if (node.name === 'Interpolation') regions.push({ from: node.from, to: node.to, scopes: TEMPLATE_EXPRESSION });
      else if (node.name === 'ExportDeclaration') {
        const value = node.node.getChild('default')?.nextSibling;
        if (value && value.name !== 'FunctionDeclaration' && value.name !== 'ClassDeclaration') {
          // The statement's closing semicolon is not part of the value.
          const last = node.node.lastChild;
          const end = last?.name === ';' ? last.from : node.to;
          regions.push({ from: value.from, to: end, scopes: EXPORT_DEFAULT });
        }
      } else if (node.name === 'Property' && regions.some((r) => r.scopes === EXPORT_DEFAULT && node.from >= r.from && node.to <= r.to)) {
        // The grammars' rule for object members gives their tokens back the plain colour there.
        regions.push({ from: node.from, to: node.to, scopes: OBJECT_MEMBER });
      }
    },
  });
  const refined = new Map<number, ScopedRange>();
  for (const r of refineScopes(tree, code)) refined.set(r.from, r);
  const ranges: ScopedRange[] = [];
  highlightTree(tree, highlighter, (from, to, classes) => {
    let path = pathOf(classes);
    const leaf = path[path.length - 1];
    if (!jsx && (path[0] === 'meta.tag' || path[0] === 'meta.jsx.children')) return;
    if (leaf === 'string.regexp') {
      ranges.push(...regexpScopes(code, from, to));
      return;
    }
    if (leaf === 'comment.block') {
      ranges.push(...jsdocScopes(code, from, to, path));
      return;
    }
    const text = code.slice(from, to);
    if (leaf === 'entity.name.type' && PRIMITIVES.has(text)) {
      path = PRIMITIVE_TYPE;
    } else if (leaf === 'variable.other.readwrite' && text === 'undefined') {
      path = UNDEFINED;
    } else if (leaf === 'variable.other.readwrite' && LANGUAGE_CONSTANTS.has(text)) {
      path = [LANGUAGE_CONSTANTS.get(text) ?? ''];
    } else if (leaf === 'variable.other.readwrite' && MODULE_OBJECTS.has(text)) {
      path = MODULE_OBJECT;
    } else if (leaf === 'variable.other.property' && code.slice(from - 7, to) === 'import.meta') {
      path = IMPORT_META;
    } else if (leaf === 'variable.other.property' && SUPPORT_PROPERTIES.has(text)) {
      path = SUPPORT_PROPERTY;
    } else if (leaf === 'variable.other.property' && text === 'exports' && code.slice(from - 7, from) === 'module.') {
      path = MODULE_OBJECT;
    } else if (CONSTANT_NAME.test(text) && (leaf === 'variable.other.readwrite' || leaf === 'variable.other.property')) {
      path = leaf === 'variable.other.property' ? CONSTANT_PROPERTY : CONSTANT_VARIABLE;
    }
    ranges.push({ from, to, path });
  });
  return nestInRegions(applyRefinements(ranges, refined, code.length).map((range) => promiseAsClass(range, code)), regions);
}

/** `Promise` used as a value takes the grammars' `support.class.promise` in place of its last scope. */
function promiseAsClass(range: ScopedRange, code: string): ScopedRange {
  const leaf = range.path[range.path.length - 1] ?? '';
  if (!PROMISE_LEAVES.has(leaf) || range.to - range.from !== 7 || code.slice(range.from, range.to) !== 'Promise') return range;
  const outer = range.path.slice(0, -1);
  // A call reads as one, `new Promise(...)` or `Promise(...)`; a bare read (`Promise.all`) too.
  const call = outer.includes('meta.function-call') || leaf === 'entity.name.function' ? [] : ['meta.function-call'];
  return { ...range, path: [...outer, ...call, 'support.class.promise'] };
}

/**
 * Gives each refined token its path: in place where the tag already made a span of the same
 * extent, as a new span where the tag left the text unstyled (an arrow in a type).
 */
function applyRefinements(ranges: ScopedRange[], refined: Map<number, ScopedRange>, end: number): ScopedRange[] {
  if (refined.size === 0) return ranges;
  const out: ScopedRange[] = [];
  let at = 0;
  const fillGap = (until: number): void => {
    for (let pos = at; pos < until; pos++) {
      const r = refined.get(pos);
      if (r !== undefined && r.to <= until) {
        out.push(r);
        pos = r.to - 1;
      }
    }
  };
  for (const range of ranges) {
    fillGap(range.from);
    const r = refined.get(range.from);
    out.push(r !== undefined && r.to === range.to ? r : range);
    at = range.to;
  }
  fillGap(end);
  return out;
}

/** A part of the code whose tokens all sit inside some scopes of the grammar. */
interface Region {
  from: number;
  to: number;
  scopes: readonly string[];
}

/** The scopes a template string's `${}` puts its expression in. */
const TEMPLATE_EXPRESSION = ['string.template', 'meta.template.expression', 'meta.embedded.line'];
/** The scope the grammars give the value of `export default`. */
const EXPORT_DEFAULT = ['meta.export.default'];
/** The scope of a member of an object literal. */
const OBJECT_MEMBER = ['meta.object.member'];

/**
 * Puts the tokens of a region inside its scopes, as the grammars do: in a template's expression
 * the dots and brackets, which no rule colours, then take the string's colour, and in the value
 * of `export default` its punctuation takes the colour the themes give `meta.export.default`.
 */
function nestInRegions(ranges: ScopedRange[], regions: readonly Region[]): ScopedRange[] {
  if (regions.length === 0) return ranges;
  // Innermost first, so that each region's scopes end up outside those of the regions in it.
  const innermostFirst = [...regions].reverse();
  return ranges.map((range) => {
    let path = range.path;
    for (const region of innermostFirst) {
      if (range.from < region.from || range.to > region.to || path[0] === region.scopes[0]) continue;
      path = [...region.scopes, ...path];
    }
    return path === range.path ? range : { ...range, path };
  });
}
