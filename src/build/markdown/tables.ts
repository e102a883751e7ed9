/**
 * Tables as a phone reads them: each is wrapped in a box that scrolls sideways on its own, a tab
 * stop named after the table (its caption, else the heading above it), and the code in its cells
 * gets break opportunities (`<wbr>`) at the places a reader would split it, so one long value
 * (`'https://cdn.example.com/app/'`) no longer sets its column's width and pushes the column that
 * explains it off the screen.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, walkElements } from './walk.ts';

/** The name of a table with no caption and no heading above it. */
export const TABLE_LABEL = 'Table';

/** A run of separators a value may break after (`/`, `.`, `-`, `_`, `,`, `:`, `=`, `|`, `&`). */
const SEPARATORS = /[/.\-_,:=|&]+/y;
/** What may come before a separator that is a break point: a name, a closing bracket or quote. */
const BEFORE = /[\p{L}\p{N}\])}'"`]/u;
/** What may start the part after a break: a name. */
const AFTER = /[\p{L}\p{N}$@[{(<]/u;
/** An identifier this long or longer may also break at its humps (`Mini|Css|Extract|Plugin`). */
export const HUMP_MIN = 12;
const IDENTIFIER = /[\p{L}\p{N}$]+/uy;

/**
 * The pieces of a code value between its break points: after a separator run inside the value
 * (`cdn.`, `app/`, `source-`, but not the leading `--` of `--mode` or a `/` before a closing
 * quote), and before each hump of a long camel-case name.
 */
export function codeBreaks(text: string): string[] {
  const cuts: number[] = [];
  let i = 0;
  while (i < text.length) {
    SEPARATORS.lastIndex = i;
    const run = SEPARATORS.exec(text);
    if (run !== null) {
      const end = i + run[0].length;
      if (i > 0 && BEFORE.test(text[i - 1] ?? '') && end < text.length && AFTER.test(text[end] ?? '')) cuts.push(end);
      i = end;
      continue;
    }
    IDENTIFIER.lastIndex = i;
    const word = IDENTIFIER.exec(text);
    if (word !== null) {
      if (word[0].length >= HUMP_MIN) {
        for (let k = 1; k < word[0].length; k++) {
          if (/\p{Ll}/u.test(word[0][k - 1] ?? '') && /\p{Lu}/u.test(word[0][k] ?? '')) cuts.push(i + k);
        }
      }
      i += word[0].length;
      continue;
    }
    i++;
  }
  const out: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    out.push(text.slice(from, cut));
    from = cut;
  }
  out.push(text.slice(from));
  return out;
}

/** Puts a `<wbr>` at each break point of the text inside a code element. */
function addCodeBreaks(code: Element): void {
  code.children = code.children.flatMap((child): ElementContent[] => {
    if (child.type !== 'text') return [child];
    const pieces = codeBreaks(child.value);
    return pieces.flatMap((value, k): ElementContent[] => [
      ...(k === 0 ? [] : [{ type: 'element', tagName: 'wbr', properties: {}, children: [] } satisfies Element]),
      { type: 'text', value },
    ]);
  });
}

/** A heading's own text, without the permalink the page step appends (`#`). */
function headingText(heading: Element): string {
  return heading.children
    .filter((c) => !(c.type === 'element' && c.tagName === 'a' && String(c.properties['className'] ?? '').includes('heading-link')))
    .map((c) => toString(c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Names for boxes that would otherwise share one: `output.publicPath, table 1 of 2`, so that a
 * reader moving between the boxes can tell them apart.
 */
export function uniqueLabels(bases: readonly string[]): string[] {
  const total = new Map<string, number>();
  for (const base of bases) total.set(base, (total.get(base) ?? 0) + 1);
  const seen = new Map<string, number>();
  return bases.map((base) => {
    const of = total.get(base) ?? 1;
    if (of === 1) return base;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `${base}, table ${n} of ${of}`;
  });
}

/**
 * Wraps every table in a scroll box (`div.table-wrap`, a tab stop and a group named after the
 * table) and adds break points to the code in its cells.
 */
export function wrapTables(tree: Root): void {
  const found: Array<{ table: Element; parent: Element | Root; label: string }> = [];
  let heading = '';
  walkElements(tree, (node, index, parent) => {
    if (/^h[1-6]$/.test(node.tagName)) {
      heading = headingText(node);
      return SKIP;
    }
    if (node.tagName !== 'table' || parent === undefined || index === undefined) return undefined;
    const caption = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'caption');
    const label = (caption === undefined ? '' : toString(caption).replace(/\s+/g, ' ').trim()) || heading || TABLE_LABEL;
    found.push({ table: node, parent, label });
    walkElements(node, (inner) => {
      if (inner.tagName !== 'code') return undefined;
      addCodeBreaks(inner);
      return SKIP;
    });
    return SKIP;
  });
  const labels = uniqueLabels(found.map((f) => f.label));
  found.forEach(({ table, parent }, k) => {
    const at = parent.children.indexOf(table);
    const wrapper: Element = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['table-wrap'], tabIndex: 0, role: 'group', ariaLabel: labels[k] ?? TABLE_LABEL },
      children: [table],
    };
    (parent.children as ElementContent[])[at] = wrapper;
  });
}
