/**
 * Checks what the API hook pages state about each hook against the real hook instances: under
 * `### <hook>`, the line `- Kind: \`SyncHook\`` (or `` `HookMap` of `SyncBailHook` ``) and, where
 * present, `- Arguments: none` or a list of `` `name: Type` `` items.
 */
import type { HookList } from './hooks.ts';
import { markdownLines } from './markdown-lines.ts';

/** What a page states about one hook. */
export interface HookClaim {
  /** Hook name (the heading). */
  name: string;
  /** 1-based line of the Kind line in the page source. */
  line: number;
  /** Stated class. */
  kind: string;
  /** Stated class of a HookMap's hooks. */
  inner?: string;
  /** Stated arguments count, when the page states the arguments. */
  args?: number;
  /** 1-based line of the Arguments line. */
  argsLine?: number;
}

const KIND = /^- Kind: `(\w+)`(?: of `(\w+)`)?/;
const ARGS = /^- Arguments: (.*)$/;

/**
 * How many arguments an Arguments line lists: its code spans outside parentheses, so an
 * explanation such as `` (`{ a, b }`) `` after an argument does not count.
 */
export function countArguments(list: string): number {
  if (/^none\b/i.test(list.trim())) return 0;
  let plain = list.replace(/`[^`]+`/g, '\u0000');
  for (let before = ''; before !== plain; ) {
    before = plain;
    plain = plain.replace(/\([^()]*\)/g, '');
  }
  return plain.split('\u0000').length - 1;
}

/** The hook claims of one page: a heading counts once it is followed by a Kind line before the next heading. */
export function parseHookClaims(markdown: string): HookClaim[] {
  const claims: HookClaim[] = [];
  let heading: string | undefined;
  let current: HookClaim | undefined;
  for (const { line, text, heading: h } of markdownLines(markdown)) {
    if (h !== undefined) {
      heading = h.depth >= 2 ? /^`?([\w.$]+)`?$/.exec(h.text)?.[1] : undefined;
      current = undefined;
      continue;
    }
    if (heading === undefined) continue;
    // A deprecated hook replaced by a plain object that forwards taps is stated as "a wrapper object".
    const kind = /^- Kind: a wrapper object\b/.test(text) ? ['', 'Object'] : KIND.exec(text);
    if (kind !== null && current === undefined) {
      current = { name: heading, line, kind: kind[1] as string, ...(kind[2] === undefined ? {} : { inner: kind[2] }) };
      claims.push(current);
      continue;
    }
    const args = ARGS.exec(text);
    if (args !== null && current !== undefined && current.args === undefined) {
      const list = args[1] as string;
      current.args = countArguments(list);
      current.argsLine = line;
    }
  }
  return claims;
}

/** Compares a page's claims with the real hooks; returns failures as `file:line: message`, plus claims checked and names not found. */
export function checkHookClaims(file: string, claims: readonly HookClaim[], real: HookList): { checked: number; failures: string[]; unknown: string[] } {
  const failures: string[] = [];
  const unknown: string[] = [];
  let checked = 0;
  for (const claim of claims) {
    const shape = real[claim.name];
    if (shape === undefined) {
      unknown.push(claim.name);
      continue;
    }
    checked++;
    const stated = claim.inner === undefined ? claim.kind : `${claim.kind} of ${claim.inner}`;
    const actual = shape.inner === undefined ? shape.kind : `${shape.kind} of ${shape.inner}`;
    if (stated !== actual) failures.push(`${file}:${claim.line}: ${claim.name} is stated as ${stated}, the installed webpack has ${actual}`);
    if (claim.args !== undefined && shape.args !== undefined) {
      checked++;
      if (claim.args !== shape.args) failures.push(`${file}:${claim.argsLine ?? claim.line}: ${claim.name} is stated with ${claim.args} argument(s), the installed webpack passes ${shape.args}`);
    }
  }
  return { checked, failures, unknown };
}
