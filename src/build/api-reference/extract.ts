/**
 * Reads webpack's `types.d.ts` with the TypeScript parser (no type checker: one syntax pass)
 * into the reference model: every class, interface, type alias and namespace reachable from
 * `require('webpack')`, with each member's signatures, JSDoc and line.
 */
import ts from 'typescript';
import { assignEntryIds } from './ids.ts';
import { flatSignature as flat } from './signature-text.ts';
import type { ApiEntry, ApiMember, ApiModel, MemberKind } from './model.ts';

type Declaration = ts.ClassDeclaration | ts.InterfaceDeclaration | ts.TypeAliasDeclaration;

/** JSDoc text and the `@deprecated` note of a node. */
function docOf(node: ts.Node): { doc: string; deprecated?: string } {
  const parts: string[] = [];
  for (const jsDoc of ts.getJSDocCommentsAndTags(node)) {
    if (ts.isJSDoc(jsDoc)) {
      const text = ts.getTextOfJSDocComment(jsDoc.comment);
      if (text !== undefined && text.trim() !== '') parts.push(text.trim());
    }
  }
  const tag = ts.getJSDocDeprecatedTag(node);
  const doc = parts.join('\n\n');
  return tag === undefined ? { doc } : { doc, deprecated: (ts.getTextOfJSDocComment(tag.comment) ?? '').trim() };
}

/** Names of a heritage clause's types (`Generator<AssetNormalModule>` gives `Generator`). */
function basesOf(node: ts.ClassDeclaration | ts.InterfaceDeclaration, sf: ts.SourceFile): string[] {
  return (node.heritageClauses ?? []).flatMap((clause) => clause.types.map((t) => t.expression.getText(sf)));
}

function isStatic(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
}

/** The name of a member ('(call)', '[index]' and 'constructor' for the unnamed ones). */
function memberName(member: ts.ClassElement | ts.TypeElement, sf: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(member) || ts.isConstructSignatureDeclaration(member)) return 'constructor';
  if (ts.isCallSignatureDeclaration(member)) return '(call)';
  if (ts.isIndexSignatureDeclaration(member)) return '[index]';
  return member.name === undefined ? '' : member.name.getText(sf).replace(/^["']|["']$/g, '');
}

function memberKind(member: ts.ClassElement | ts.TypeElement): MemberKind {
  if (ts.isConstructorDeclaration(member) || ts.isConstructSignatureDeclaration(member)) return 'constructor';
  if (ts.isMethodDeclaration(member) || ts.isMethodSignature(member) || ts.isCallSignatureDeclaration(member)) return 'method';
  if (ts.isGetAccessorDeclaration(member) || ts.isSetAccessorDeclaration(member)) return 'accessor';
  return 'property';
}

/** The type literal of `hooks: Readonly<{ ... }>` or `hooks: { ... }`, when the member is one. */
function hookLiteral(member: ts.ClassElement | ts.TypeElement): ts.TypeLiteralNode | undefined {
  if (!(ts.isPropertyDeclaration(member) || ts.isPropertySignature(member)) || member.type === undefined) return undefined;
  if (member.name.getText() !== 'hooks') return undefined;
  let type: ts.TypeNode = member.type;
  if (ts.isTypeReferenceNode(type) && type.typeName.getText() === 'Readonly' && type.typeArguments?.length === 1) type = type.typeArguments[0] as ts.TypeNode;
  return ts.isTypeLiteralNode(type) ? type : undefined;
}

/** Adds a declaration to the member list, merging overloads and accessor pairs into one member. */
function addMember(members: ApiMember[], sf: ts.SourceFile, node: ts.Node, name: string, kind: MemberKind, statik: boolean): void {
  const signature = flat(node.getText(sf));
  const existing = members.find((m) => m.name === name && m.static === statik && m.kind === kind);
  if (existing !== undefined) {
    existing.signatures.push(signature);
    const more = docOf(node);
    if (existing.doc === '') existing.doc = more.doc;
    if (more.deprecated !== undefined) existing.deprecated ??= more.deprecated;
    return;
  }
  const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  members.push({ name, kind, static: statik, signatures: [signature], ...docOf(node), line });
}

function membersOf(node: ts.ClassDeclaration | ts.InterfaceDeclaration, sf: ts.SourceFile): ApiMember[] {
  const members: ApiMember[] = [];
  for (const member of node.members as ts.NodeArray<ts.ClassElement | ts.TypeElement>) {
    if (ts.isClassStaticBlockDeclaration(member) || ts.isSemicolonClassElement(member)) continue;
    const name = memberName(member, sf);
    if (name.startsWith('#')) continue;
    const hooks = hookLiteral(member);
    if (hooks !== undefined) {
      for (const hook of hooks.members) addMember(members, sf, hook, `hooks.${memberName(hook, sf)}`, 'hook', isStatic(member));
      continue;
    }
    addMember(members, sf, member, name, memberKind(member), isStatic(member));
  }
  return members;
}

/** The declaration head: `declare class NormalModule extends Module` (no body). */
function headOf(node: ts.ClassDeclaration | ts.InterfaceDeclaration, sf: ts.SourceFile): string {
  const text = node.getText(sf);
  const open = node.members.pos - node.getStart(sf);
  return flat(text.slice(0, open).replace(/\{\s*$/, ''));
}

/** Reads the namespaces under `exports`: their values and functions, and which declarations they re-export. */
function readNamespace(
  body: ts.ModuleBlock,
  sf: ts.SourceFile,
  path: string,
  namespaces: ApiEntry[],
  exported: Map<string, string>,
  node: ts.Node,
): void {
  const members: ApiMember[] = [];
  for (const statement of body.statements) {
    if (ts.isModuleDeclaration(statement) && statement.body !== undefined && ts.isModuleBlock(statement.body)) {
      const name = statement.name.getText(sf);
      readNamespace(statement.body, sf, `${path}.${name}`, namespaces, exported, statement);
      addMember(members, sf, statement.name, name, 'type', false);
      members[members.length - 1]!.signatures = [`namespace ${name}`];
      Object.assign(members[members.length - 1]!, docOf(statement));
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText(sf);
        addMember(members, sf, declaration, name, 'value', false);
        Object.assign(members[members.length - 1]!, docOf(statement));
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name !== undefined) {
      addMember(members, sf, statement, statement.name.getText(sf), 'function', false);
    } else if (ts.isExportDeclaration(statement) && statement.exportClause !== undefined && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        const local = (element.propertyName ?? element.name).getText(sf);
        const name = element.name.getText(sf);
        if (!exported.has(local)) exported.set(local, `${path}.${name}`);
        addMember(members, sf, element, name, 'type', false);
        members[members.length - 1]!.signatures = [local === name ? name : `${local} as ${name}`];
      }
    } else if ((ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name !== undefined) {
      addMember(members, sf, statement, statement.name.getText(sf), 'type', false);
    }
  }
  const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  namespaces.push({ name: path, id: '', kind: 'namespace', signature: `namespace ${path}`, bases: [], ...docOf(node), line, members, exportPath: path });
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** Parses `types.d.ts` text into the reference model (public surface only, sorted by name). */
export function extractApi(text: string, version: string): ApiModel {
  const sf = ts.createSourceFile('types.d.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const declarations = new Map<string, Declaration[]>();
  const namespaces: ApiEntry[] = [];
  const exported = new Map<string, string>();
  const rootMembers: ApiMember[] = [];
  for (const statement of sf.statements) {
    if ((ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name !== undefined) {
      const list = declarations.get(statement.name.text) ?? [];
      list.push(statement);
      declarations.set(statement.name.text, list);
    } else if (ts.isModuleDeclaration(statement) && statement.name.getText(sf) === 'exports' && statement.body !== undefined && ts.isModuleBlock(statement.body)) {
      readNamespace(statement.body, sf, 'webpack', namespaces, exported, statement);
    } else if (ts.isFunctionDeclaration(statement) && statement.name?.text === 'exports') {
      addMember(rootMembers, sf, statement, 'webpack()', 'function', false);
      rootMembers[rootMembers.length - 1]!.signatures = rootMembers[rootMembers.length - 1]!.signatures.map((s) => s.replace(/^declare function exports/, 'function webpack'));
    }
  }
  const root = namespaces.find((n) => n.name === 'webpack');
  if (root === undefined) throw new Error('types.d.ts declares no `namespace exports`: has its layout changed?');
  root.members.unshift(...rootMembers);

  const entries = new Map<string, ApiEntry>();
  const queue: string[] = [];
  const queued = new Set<string>();
  const reach = (textToScan: string): void => {
    for (const [word] of textToScan.matchAll(IDENTIFIER)) {
      if (declarations.has(word) && !queued.has(word)) {
        queued.add(word);
        queue.push(word);
      }
    }
  };
  for (const name of exported.keys()) reach(name);
  for (const ns of namespaces) for (const m of ns.members) if (m.kind !== 'type') m.signatures.forEach(reach);
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const decls = declarations.get(name) ?? [];
    const first = decls[0];
    if (first === undefined || entries.has(name)) continue;
    const line = sf.getLineAndCharacterOfPosition(first.getStart(sf)).line + 1;
    const exportPath = exported.get(name);
    let entry: ApiEntry;
    if (ts.isTypeAliasDeclaration(first)) {
      entry = { name, id: '', kind: 'type', signature: flat(first.getText(sf)), bases: [], ...docOf(first), line, members: [] };
    } else {
      const typed = decls.filter((d): d is ts.ClassDeclaration | ts.InterfaceDeclaration => !ts.isTypeAliasDeclaration(d));
      const cls = typed.find(ts.isClassDeclaration) ?? typed[0]!;
      entry = {
        name,
        id: '',
        kind: ts.isClassDeclaration(cls) ? 'class' : 'interface',
        signature: headOf(cls, sf),
        bases: [...new Set(typed.flatMap((d) => basesOf(d, sf)).map((b) => b.replace(/<.*$/, '')))],
        ...docOf(cls),
        line,
        members: typed.flatMap((d) => membersOf(d, sf)),
      };
    }
    if (exportPath !== undefined) entry.exportPath = exportPath;
    entries.set(name, entry);
    reach(entry.signature);
    for (const m of entry.members) m.signatures.forEach(reach);
  }
  const all = [...entries.values(), ...namespaces].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  assignEntryIds(all);
  return { version, entries: all };
}
