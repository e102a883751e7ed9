/**
 * What one release's `types.d.ts` declares: every top-level class and interface with the names
 * of its members (properties, methods, accessors, the constructor) and, for a `hooks` member
 * whose type is an object type (`Readonly<{ ... }>` included), each hook as `hooks.<name>`.
 * Read with the TypeScript parser alone (no type checking), so a 1 MB file takes a moment.
 */
import ts from 'typescript';

/** Class or interface name → its member names. */
export type Declarations = Map<string, Set<string>>;

/** The name of a member as the history keys it, or undefined for index and call signatures. */
function memberName(member: ts.ClassElement | ts.TypeElement, source: ts.SourceFile): string | undefined {
  if (ts.isConstructorDeclaration(member) || ts.isConstructSignatureDeclaration(member)) return 'constructor';
  const name = member.name;
  if (name === undefined) return undefined;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return name.getText(source);
}

/** The members of an object type, looking through `Readonly<...>` and parentheses. */
function objectMembers(type: ts.TypeNode | undefined): readonly ts.TypeElement[] | undefined {
  let current = type;
  while (current !== undefined) {
    if (ts.isTypeLiteralNode(current)) return current.members;
    if (ts.isParenthesizedTypeNode(current)) current = current.type;
    else if (ts.isTypeReferenceNode(current) && current.typeArguments?.length === 1) current = current.typeArguments[0];
    else return undefined;
  }
  return undefined;
}

/** The type annotation of a property member. */
function memberType(member: ts.ClassElement | ts.TypeElement): ts.TypeNode | undefined {
  if (ts.isPropertyDeclaration(member) || ts.isPropertySignature(member)) return member.type;
  if (ts.isGetAccessorDeclaration(member)) return member.type;
  return undefined;
}

/** Reads the top-level classes and interfaces of a declaration file's text. */
export function readDeclarations(text: string): Declarations {
  const source = ts.createSourceFile('types.d.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out: Declarations = new Map();
  for (const statement of source.statements) {
    if (!(ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement)) || statement.name === undefined) continue;
    const members = out.get(statement.name.text) ?? new Set<string>();
    out.set(statement.name.text, members);
    for (const member of statement.members as ReadonlyArray<ts.ClassElement | ts.TypeElement>) {
      const name = memberName(member, source);
      if (name === undefined || name.startsWith('#')) continue;
      members.add(name);
      if (name !== 'hooks') continue;
      for (const hook of objectMembers(memberType(member)) ?? []) {
        const hookName = memberName(hook, source);
        if (hookName !== undefined) members.add(`hooks.${hookName}`);
      }
    }
  }
  return out;
}
