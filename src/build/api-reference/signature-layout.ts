/**
 * Lays out a one-line signature (signature-text.ts) over several lines once it is wider than
 * `SIGNATURE_WIDTH`, the way an editor's hover or a formatter prints a declaration: the outermost
 * brackets that do not fit put one parameter, type argument, tuple element or object member on
 * each line, indented two spaces, and a union (or intersection) that does not fit puts each
 * member on a line of its own after a `|` (`&`). A signature that fits stays on its one line,
 * unchanged. Only white space changes: the words and marks are the ones given, in their order.
 *
 * The text is read into a small document of groups (a bracket pair, a union) and line breaks, and
 * printed as Wadler's "prettier printer" prints one: a group goes on one line when it fits in the
 * width left, counting what follows it up to the next break, or else breaks its own lines.
 */

/** The width, in characters, past which a signature is laid out over several lines. */
export const SIGNATURE_WIDTH = 64;

/** The text between brackets, bars and separators. */
interface Atom {
  type: 'atom';
  text: string;
}

/** A bracket pair with its items, split at `,` (and `;` in braces); a separator after the last item leaves an empty one. */
interface Bracket {
  type: 'bracket';
  open: string;
  close: string;
  items: Token[][];
  separators: string[];
}

/** A union bar or intersection ampersand. */
interface Operator {
  type: 'operator';
  text: '|' | '&';
}

type Token = Atom | Bracket | Operator;

/** A document to print: text, a list, a group that fits on one line or breaks, an indented part, a line break, or text for one mode only. */
type Doc =
  | string
  | Doc[]
  | { kind: 'group'; body: Doc; tail?: boolean }
  | { kind: 'indent'; body: Doc }
  | { kind: 'line'; flat: string }
  | { kind: 'ifBreak'; broken: string; flat: string };

const CLOSE: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
const STRING = /^(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`)/;

/** Reads `text` into tokens up to the bracket `close` (the end of the text when undefined); throws on unbalanced brackets. */
function read(text: string, start: number, close: string | undefined): { tokens: Token[][]; separators: string[]; end: number } {
  const items: Token[][] = [[]];
  const separators: string[] = [];
  let atom = '';
  const flush = (): void => {
    if (atom.trim() !== '') items[items.length - 1]!.push({ type: 'atom', text: atom });
    atom = '';
  };
  let i = start;
  while (i < text.length) {
    const ch = text[i]!;
    const quoted = '"\'`'.includes(ch) ? STRING.exec(text.slice(i)) : null;
    if (quoted !== null) {
      atom += quoted[0];
      i += quoted[0].length;
    } else if (ch in CLOSE) {
      flush();
      const inner = read(text, i + 1, CLOSE[ch]);
      items[items.length - 1]!.push({ type: 'bracket', open: ch, close: CLOSE[ch]!, items: inner.tokens, separators: inner.separators });
      i = inner.end + 1;
    } else if (ch === close && !(ch === '>' && text[i - 1] === '=')) {
      flush();
      return { tokens: items, separators, end: i };
    } else if (')]}'.includes(ch)) {
      throw new Error(`unbalanced '${ch}' at ${i}`);
    } else if (close !== undefined && (ch === ',' || (ch === ';' && close === '}'))) {
      flush();
      separators.push(ch);
      items.push([]);
      i += text[i + 1] === ' ' ? 2 : 1;
    } else if ((ch === '|' || ch === '&') && text[i + 1] !== ch && text[i - 1] !== ch) {
      flush();
      items[items.length - 1]!.push({ type: 'operator', text: ch });
      i += 1;
    } else {
      atom += ch;
      i += 1;
    }
  }
  if (close !== undefined) throw new Error(`no '${close}' for a bracket`);
  flush();
  return { tokens: items, separators, end: i };
}

const line = (flat: string): Doc => ({ kind: 'line', flat });
const indent = (body: Doc): Doc => ({ kind: 'indent', body });

/** The space before a conditional type's `?` or `:` (a property's `?:` and `:` have none). */
const CONDITIONAL = / (?=[?:] )/;

/** The space before a class or interface head's `extends` or `implements`. */
const HERITAGE = / (?=(?:extends|implements) )/;

/** A class or interface head (`declare abstract class X extends Y`), the one kind of signature with heritage clauses. */
const HEAD = /^(?:declare )?(?:abstract )?(?:class|interface) /;

/** Where the type starts in the atom before a union's first bar: after its last `:`, `=>` or `=` (`name?: A | B`, `type T = A | B`). */
const TYPE_START = /(?::|=>|=) ?(?=[^:=>]*$)/;

/**
 * Tokens in order. A group after a parameter list (a return type) is a `tail`: the list is
 * measured with it, so a long return type breaks the parameters first, as `foo(\n  a: A\n): Map<K, V>`;
 * but not an object type, which breaks well on its own, as `foo(a: A): {\n  b: B;\n}`.
 */
function seqDoc(tokens: readonly Token[]): Doc[] {
  let afterParameters = false;
  return tokens.map((t) => {
    const doc = t.type === 'atom' ? t.text : t.type === 'operator' ? ` ${t.text} ` : bracketDoc(t, afterParameters && t.open !== '{');
    if (t.type === 'bracket' && t.open === '(') afterParameters = true;
    return doc;
  });
}

function bracketDoc(b: Bracket, tail: boolean): Doc {
  if (b.items.every((item) => item.length === 0)) return `${b.open}${b.separators.join('')}${b.close}`;
  const only = b.items.length === 1 ? b.items[0] : undefined;
  // A sole item that opens with a bracket of its own (`((a) => b)`, `<[A, B]>`) hugs its brackets,
  // as a formatter prints it; a sole word (`Set<Chunk>`, `import("inspector")`) never breaks from
  // them, which would only move it two characters left.
  if (only?.[0]?.type === 'bracket') return [b.open, itemDoc(only), b.close];
  const word = only?.length === 1 && only[0]?.type === 'atom' && !only[0].text.trim().includes(' ') ? only[0].text : undefined;
  if (word !== undefined) return `${b.open}${word}${b.close}`;
  const body: Doc[] = [line('')];
  b.items.forEach((item, i) => {
    body.push(itemDoc(item));
    const separator = b.separators[i];
    if (separator !== undefined) body.push(separator, b.items[i + 1]?.length === 0 ? [] : line(' '));
  });
  return { kind: 'group', body: [b.open, indent(body), line(''), b.close], tail };
}

/** A member of a union without the spaces around its bars. */
function memberDoc(tokens: readonly Token[]): Doc[] {
  const docs = seqDoc(tokens);
  const first = docs[0];
  if (typeof first === 'string') docs[0] = first.trimStart();
  const last = docs[docs.length - 1];
  if (typeof last === 'string') docs[docs.length - 1] = last.trimEnd();
  return docs;
}

/**
 * Tokens that break, when they do not fit, at the spaces `at` finds in their text: before each
 * `?` and `:` of a conditional type (`A extends B ? C : D`), or before a class head's `extends`.
 */
function breakingDoc(tokens: readonly Token[], at: RegExp): Doc {
  const docs = seqDoc(tokens);
  if (!tokens.some((t) => t.type === 'atom' && at.test(t.text))) return docs;
  const split = docs.map((d) => (typeof d === 'string' ? d.split(at).flatMap((piece, i) => (i === 0 ? [piece] : [line(' '), piece])) : d));
  return { kind: 'group', body: indent(split) };
}

/** An item: its tokens, with a top-level union (or else intersection) as a group of its members. */
function itemDoc(tokens: readonly Token[]): Doc {
  const operators = tokens.filter((t): t is Operator => t.type === 'operator');
  const op = operators.some((t) => t.text === '|') ? '|' : operators[0]?.text;
  if (op === undefined) return breakingDoc(tokens, CONDITIONAL);
  const members: Token[][] = [[]];
  for (const t of tokens) {
    if (t.type === 'operator' && t.text === op) members.push([]);
    else members[members.length - 1]!.push(t);
  }
  // What comes before the first member's type (`name?: `, `foo(a: A): `) stays on its line, the members after it.
  const first = members[0]!;
  let head: Token[] = [];
  for (let i = first.length - 1; i >= 0; i--) {
    const t = first[i]!;
    const match = t.type === 'atom' ? TYPE_START.exec(t.text) : null;
    if (match === null || t.type !== 'atom') continue;
    const cut = match.index + match[0].length;
    head = [...first.slice(0, i), { type: 'atom', text: t.text.slice(0, cut) }];
    members[0] = t.text.slice(cut).trim() === '' ? first.slice(i + 1) : [{ type: 'atom', text: t.text.slice(cut) }, ...first.slice(i + 1)];
    break;
  }
  const leading = members[0]!.length === 0;
  const parts: Doc[] = leading ? [] : [{ kind: 'ifBreak', broken: `${op} `, flat: '' }, memberDoc(members[0]!)];
  members.slice(1).forEach((member, i) => parts.push(leading && i === 0 ? `${op} ` : [line(' '), `${op} `], memberDoc(member)));
  if (head.length === 0) return { kind: 'group', body: parts };
  const headDocs = seqDoc(head);
  const end = headDocs[headDocs.length - 1] as string;
  headDocs[headDocs.length - 1] = end.trimEnd();
  const tail = head.some((t) => t.type === 'bracket' && t.open === '(');
  return [headDocs, { kind: 'group', body: indent([line(end.endsWith(' ') ? ' ' : ''), parts]), tail }];
}

type Command = [indent: number, mode: 'flat' | 'break', doc: Doc];

/**
 * Whether `next` printed flat, and what follows it up to the next break, fits in `room`
 * characters. What follows is measured in its own mode, but a tail group as flat.
 */
function fits(next: Command, rest: readonly Command[], room: number): boolean {
  const todo: Command[] = [next];
  let restIndex = rest.length;
  while (room >= 0) {
    const command = todo.pop() ?? (restIndex > 0 ? rest[--restIndex] : undefined);
    if (command === undefined) return true;
    const [ind, mode, doc] = command;
    if (typeof doc === 'string') room -= doc.length;
    else if (Array.isArray(doc)) for (let i = doc.length - 1; i >= 0; i--) todo.push([ind, mode, doc[i]!]);
    else if (doc.kind === 'line') {
      if (mode === 'break') return true;
      room -= doc.flat.length;
    } else if (doc.kind === 'ifBreak') room -= (mode === 'break' ? doc.broken : doc.flat).length;
    else todo.push([ind, doc.kind === 'group' && doc.tail === true ? 'flat' : mode, doc.body]);
  }
  return false;
}

/** `text` without the spaces it ends with (`/ +$/` scanned the whole text printed so far at each line break). */
function withoutTrailingSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 32) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}

function print(doc: Doc, width: number): string {
  let out = '';
  let column = 0;
  const stack: Command[] = [[0, 'break', doc]];
  for (let command = stack.pop(); command !== undefined; command = stack.pop()) {
    const [ind, mode, d] = command;
    if (typeof d === 'string') {
      out += d;
      column += d.length;
    } else if (Array.isArray(d)) for (let i = d.length - 1; i >= 0; i--) stack.push([ind, mode, d[i]!]);
    else if (d.kind === 'indent') stack.push([ind + 1, mode, d.body]);
    else if (d.kind === 'group') stack.push([ind, mode === 'flat' || fits([ind, 'flat', d.body], stack, width - column) ? 'flat' : 'break', d.body]);
    else if (d.kind === 'ifBreak') stack.push([ind, mode, mode === 'break' ? d.broken : d.flat]);
    else if (mode === 'flat') {
      out += d.flat;
      column += d.flat.length;
    } else {
      out = withoutTrailingSpaces(out);
      out += `\n${'  '.repeat(ind)}`;
      column = 2 * ind;
    }
  }
  return out;
}

/**
 * `signature` (one line) as it is shown: unchanged when it fits in `width` characters, or else
 * over several lines, indented two spaces a level. Text it cannot read (an unbalanced bracket)
 * stays as it is.
 */
export function layoutSignature(signature: string, width = SIGNATURE_WIDTH): string {
  if (signature.length <= width) return signature;
  let tokens: Token[][];
  try {
    tokens = read(signature, 0, undefined).tokens;
  } catch {
    return signature;
  }
  const top = tokens[0] ?? [];
  return print(HEAD.test(signature) ? breakingDoc(top, HERITAGE) : itemDoc(top), width);
}
