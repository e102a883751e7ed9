/**
 * jsdoc.ts and types-source.ts against TypeScript itself (a dev dependency, no longer used by
 * the build): the JSDoc each node of a file owns, its description and its `@deprecated` text.
 * The reader handles what webpack's generated `types.d.ts` writes, so the comparison on the
 * installed file is the one that matters: a new webpack whose comments are laid out otherwise
 * fails it as a whole, and jsdoc.ts must then learn the new layout. The small cases below are
 * layouts such a file may hold; TypeScript's readings of layouts it never writes (lines without
 * a star, a tag's text indented past its first word, a `{@link` broken over lines) are left out.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TypesSource, type Doc } from './types-source.ts';

/** The kinds of node the model takes a doc from. */
const DOCUMENTED = new Set([
  ...[ts.SyntaxKind.ClassDeclaration, ts.SyntaxKind.InterfaceDeclaration, ts.SyntaxKind.TypeAliasDeclaration, ts.SyntaxKind.ModuleDeclaration, ts.SyntaxKind.FunctionDeclaration],
  ...[ts.SyntaxKind.VariableStatement, ts.SyntaxKind.VariableDeclaration, ts.SyntaxKind.ExportSpecifier, ts.SyntaxKind.PropertyDeclaration, ts.SyntaxKind.MethodDeclaration],
  ...[ts.SyntaxKind.Constructor, ts.SyntaxKind.GetAccessor, ts.SyntaxKind.SetAccessor, ts.SyntaxKind.PropertySignature, ts.SyntaxKind.MethodSignature],
  ...[ts.SyntaxKind.CallSignature, ts.SyntaxKind.ConstructSignature, ts.SyntaxKind.IndexSignature],
]);

/** Each such node: where it starts, and its doc as TypeScript reads it (its last JSDoc comment, if any). */
function typeScriptDocs(text: string): { start: number; kind: string; doc: Doc }[] {
  const sf = ts.createSourceFile('types.d.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: { start: number; kind: string; doc: Doc }[] = [];
  const visit = (node: ts.Node): void => {
    const last = (node as { jsDoc?: ts.JSDoc[] }).jsDoc?.at(-1);
    if (DOCUMENTED.has(node.kind)) {
      const description = (ts.getTextOfJSDocComment(last?.comment) ?? '').trim();
      const tag = last?.tags?.find(ts.isJSDocDeprecatedTag);
      const doc: Doc = { doc: description, ...(tag === undefined ? {} : { deprecated: (ts.getTextOfJSDocComment(tag.comment) ?? '').trim() }) };
      found.push({ start: node.getStart(sf), kind: ts.SyntaxKind[node.kind], doc });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The same nodes' docs as oxc-parser's comments and jsdoc.ts give them. */
function oxcDocs(text: string, nodes: { start: number; kind: string }[]): Doc[] {
  const src = new TypesSource(text, parseSync('types.d.ts', text, { lang: 'dts' }).comments);
  return nodes.map((n) => src.docOf(src.jsDocAt(n.start, n.kind === 'VariableDeclaration' || n.kind === 'ExportSpecifier')));
}

/** Compares the two readings; gives how many of the nodes have a doc. */
function expectSameDocs(text: string): number {
  const expected = typeScriptDocs(text);
  expect(oxcDocs(text, expected)).toEqual(expected.map((n) => n.doc));
  return expected.filter((n) => n.doc.doc !== '' || n.doc.deprecated !== undefined).length;
}

describe('JSDoc read as TypeScript reads it', () => {
  it('matches on every commented node of the installed webpack types.d.ts', () => {
    const require = createRequire(import.meta.url);
    const file = path.join(path.dirname(require.resolve('webpack/package.json')), 'types.d.ts');
    expect(expectSameDocs(readFileSync(file, 'utf8'))).toBeGreaterThan(1000);
  });

  it('matches on margins, tags, links and backticks', () => {
    const comments = [
      '/** One line. */',
      '/** One line with a tag. @deprecated use `other` - TODO: remove */',
      '/**\n *\n * After a blank line.\n *   indented more\n *  and less\n */',
      '/**\n * Text with a mid-line @tag ending the description.\n */',
      '/**\n * Keeps `@import` in backticks and an address like a@b.c.\n */',
      '/**\n * A space before an at sign starts a tag, `even @inside` backticks.\n */',
      '/**\n * See {@link Foo}, {@link Foo.bar.baz the text}, {@linkcode Bar#baz} and {@link https://example.com/a#b}.\n */',
      '/**\n * A { brace and an {@inheritDoc} tag.\n */',
      '/**\n * Code:\n * ```js\n * function a() {\n *   b();\n * }\n * ```\n */',
      '/**\n * Text.\n * @since 5.1\n * @deprecated use `other` instead,\n *   as {@link Other} says\n * @experimental\n */',
      '/** @deprecated */',
      '/**\n * @deprecated\n * Its text on the next line.\n */',
      '/**\r\n * Windows line ends.\r\n * @deprecated yes\r\n */',
      '/**\n\t * Tabs\tinside.\n\t *\t@see Foo\n\t */',
      '/** first */\n/** second wins */',
      '/**\n * Stars ** inside * text\n ** and a double star line.\n */',
    ];
    const text = comments.map((comment, i) => `${comment}\ndeclare const value${i}: number;\n`).join('');
    expect(expectSameDocs(text)).toBe(comments.length);
  });

  it('gives each member, variable and export specifier its own comment', () => {
    const text = [
      'declare class A { /** same line: not A.a */ a: string;',
      '  /** b */ b(): void; /* a line break',
      '  inside a comment */ /** not d: no line break before it */ d: number;',
      '  // a line comment between',
      '  /** c */',
      '  // and after',
      '  c: number; }',
      'declare namespace exports {',
      '  /** one */ export const one: number, /** two */ two: string;',
      '  /** alone */',
      '  export const alone: number;',
      '  export { /** spec */ A, A as B };',
      '}',
    ].join('\n');
    expect(expectSameDocs(text)).toBeGreaterThanOrEqual(5);
  });
});
