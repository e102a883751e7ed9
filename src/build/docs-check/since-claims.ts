/**
 * Hand-written version claims ("added in webpack 5.109", "since 5.20.0", "webpack 5.110+")
 * checked against the release history (`data/api-history.json`). A claim is about the option or
 * API member named by the nearest code span of its sentence that the history knows
 * (`output.clean`, `Compilation.emitAsset`, `compiler.hooks.done`); a sentence that is only the
 * claim ("Added in webpack 5.109.") is about its heading (an option path, or a hook on a hook
 * page). Claims about anything else (a value of an option, a behaviour) are counted, not checked.
 */
import type { ApiHistory } from '../api-history/history.ts';
import { sinceMark } from '../api-history/versions.ts';
import { markdownLines } from './markdown-lines.ts';

/** The result of checking one page. */
export interface SinceClaims {
  /** Claims about a named option or member, checked. */
  checked: number;
  /** `file:line: ...` for each claim that disagrees with the history. */
  failures: string[];
  /** `file:line` of claims about something the history does not name. */
  unattributed: string[];
  /** `file:line: subject (5.N)` of each checked claim, marked `heading` when the heading is its subject. */
  subjects: string[];
}

/** A version claim in prose; the minor is in whichever group matched. */
const CLAIM =
  /\b(?:added|introduced|new|available)\s+(?:in|since|with|from)\s+(?:webpack\s+)?v?5\.(\d+)(?:\.\d+)?\b|\bsince\s+(?:webpack\s+)?v?5\.(\d+)(?:\.\d+)?\b|\b(?:webpack\s+)?v?5\.(\d+)(?:\.\d+)?(?:\+|\s+(?:and|or)\s+(?:later|newer))/gi;

/**
 * A sentence that is the claim about its heading: "Added in webpack 5.109." or "This option was
 * added in webpack 5.111 and ...".
 */
const BARE_CLAIM = /^[\s(]*(?:(?:this|the)\s+(?:option|hook|method|property)\s+(?:was|is)\s+)?(?:added|introduced|new|available)\s+(?:in|since|with|from)\s+(?:webpack\s+)?v?5\.\d+(?:\.\d+)?(?:[\s.)]*$|\s+and\s)/i;

/** The class whose hooks each hook page documents (keys as in HOOK_PAGES). */
const HOOK_PAGE_CLASSES: Readonly<Record<string, string>> = {
  'api/compiler-hooks.md': 'Compiler',
  'api/compilation-hooks.md': 'Compilation',
  'api/normalmodulefactory-hooks.md': 'NormalModuleFactory',
  'api/contextmodulefactory-hooks.md': 'ContextModuleFactory',
  'api/parser.md': 'JavascriptParser',
};

/** Instance names the pages use for webpack's classes (`compilation.hooks.seal`). */
const INSTANCES: Readonly<Record<string, string>> = { parser: 'JavascriptParser', stats: 'Stats', compiler: 'Compiler', compilation: 'Compilation' };

/** A named thing and the first release the history has for it. */
interface Subject {
  /** As the page names it. */
  name: string;
  /** First release, e.g. `5.20.0`. */
  version: string;
  /**
   * A class or interface: `types.d.ts` declares one only once the public types reach it (webpack
   * had `HtmlModulesPlugin` in 5.107, its types from 5.109), so only a claim later than the
   * history can be shown wrong. Options and members are declared as they are added.
   */
  lowerBound?: true;
}

/** The history's first version of a name as pages write it, if the history knows the name. */
export function resolveName(history: ApiHistory, raw: string): Subject | undefined {
  const name = raw.replace(/\(\)$/, '').trim();
  if (!/^[\w$]+(?:\.[\w$]+|\[\])*$/.test(name)) return undefined;
  const option = history.options[name];
  if (option !== undefined) return { name, version: option };
  const [head = '', ...rest] = name.split('.');
  const owner = history.api[head] ?? history.api[INSTANCES[head] ?? head.charAt(0).toUpperCase() + head.slice(1)];
  if (owner !== undefined && rest.length > 0) {
    const member = owner.members[rest.join('.')];
    return member === undefined ? undefined : { name, version: member };
  }
  if (history.api[name] !== undefined && /^[A-Z]/.test(name)) return { name, version: history.api[name].since, lowerBound: true };
  // `library.entryExports` for `output.library.entryExports`: only when every match agrees.
  if (!name.includes('.')) return undefined;
  const versions = new Set(Object.entries(history.options).filter(([path]) => path.endsWith(`.${name}`)).map(([, v]) => v));
  return versions.size === 1 ? { name, version: [...versions][0] ?? '' } : undefined;
}

/** Lines of prose, each unit (paragraph, list item, table row) joined, outside code fences and frontmatter. */
function proseUnits(markdown: string): Array<{ line: number; text: string; heading: string }> {
  const units: Array<{ line: number; text: string; heading: string }> = [];
  let heading = '';
  let current: { line: number; text: string; heading: string } | undefined;
  let last = -1;
  const close = (): void => {
    if (current !== undefined) units.push(current);
    current = undefined;
  };
  for (const { line: at, text: line, heading: h } of markdownLines(markdown)) {
    // A gap in the numbers is a code block: it ends the unit before it.
    if (at !== last + 1) close();
    last = at;
    if (h !== undefined && h.depth >= 2) {
      close();
      heading = h.text.replace(/`/g, '');
      continue;
    }
    if (line.trim() === '' || /^\s*(?:[-*+]|\d+\.)\s/.test(line) || line.trimStart().startsWith('|')) close();
    if (line.trim() === '') continue;
    if (current === undefined) current = { line: at, text: line, heading };
    else current.text += ` ${line.trim()}`;
    if (line.trimStart().startsWith('|')) close();
  }
  close();
  return units;
}

/** Checks the version claims of one page (`file` as shown in messages, `page` relative to `content/`). */
export function checkSinceClaims(history: ApiHistory, file: string, page: string, markdown: string): SinceClaims {
  const result: SinceClaims = { checked: 0, failures: [], unattributed: [], subjects: [] };
  const hookClass = HOOK_PAGE_CLASSES[page];
  for (const unit of proseUnits(markdown)) {
    for (const sentence of unit.text.split(/(?<=[.!?])\s+(?=[A-Z[`*_])/)) {
      for (const claim of sentence.matchAll(CLAIM)) {
        const minor = Number(claim[1] ?? claim[2] ?? claim[3]);
        const at = claim.index;
        // The claim's subject is the code span right before it in its sentence (`x` (since 5.N)),
        // or for a claim leading its sentence (Since 5.N, `x` ...) the first one after it.
        const spans = [...sentence.matchAll(/`([^`]+)`/g)];
        const span = spans.filter((m) => m.index < at).at(-1) ?? spans.find((m) => m.index > at);
        // A lone lower-case word (`plugins`, `performance`) names a top-level option too often in
        // passing to count as the subject; only a heading may name one.
        const named = span?.[1] ?? '';
        let subject = named.includes('.') || /^[A-Z]/.test(named) ? resolveName(history, named) : undefined;
        const bySpan = subject !== undefined;
        if (subject === undefined && BARE_CLAIM.test(sentence)) {
          subject = resolveName(history, unit.heading) ?? (hookClass === undefined ? undefined : resolveName(history, `${hookClass}.hooks.${unit.heading}`));
        }
        const where = `${file}:${unit.line}`;
        if (subject === undefined) {
          result.unattributed.push(where);
          continue;
        }
        result.checked++;
        result.subjects.push(`${where}: ${subject.name} (5.${minor})${bySpan ? '' : ', its heading'}`);
        const actual = sinceMark(subject.version) ?? '5.0';
        const actualMinor = Number(actual.slice(2));
        if (subject.lowerBound === true ? minor > actualMinor : minor !== actualMinor) {
          result.failures.push(`${where}: "${claim[0]}" about \`${subject.name}\`, but the release history (data/api-history.json) has it first in webpack ${actual} (${subject.version}, the latest patch of that line)`);
        }
      }
    }
  }
  return result;
}
