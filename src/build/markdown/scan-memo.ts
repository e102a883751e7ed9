/**
 * A regex engine for Shiki that remembers each scanner's matches within one code block.
 *
 * Shiki colours a block for two themes by tokenizing it twice, once per theme. The theme only
 * changes the colours given to the scopes; the grammar asks the scanners the very same
 * questions both times (same patterns, line, position and options), and a match depends on
 * nothing else. The second pass therefore reads every answer from here instead of running the
 * regular expressions again, and a line's bytes are only copied into the engine's memory when a
 * scanner has to run on it. On the site's 2,600 code blocks this took the highlighting from 4.2 s
 * to 3.4 s of CPU, with the same HTML.
 *
 * `nextBlock()` forgets the answers, so memory stays bounded by one block.
 */
import type { RegexEngine, RegexEngineString } from 'shiki';

/** A compiled list of patterns. */
type PatternScanner = ReturnType<RegexEngine['createScanner']>;

/** A match as the scanners return it (`IOnigMatch` of vscode-textmate). */
type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/** A line handed to the scanners: its text, and the engine's own string made on first need. */
interface LazyString extends RegexEngineString {
  /** The wrapped engine's string for this text. */
  real: () => RegexEngineString;
}

/** The engine plus the call that starts a new block. */
export interface MemoEngine {
  /** Pass to Shiki's `createHighlighter`. */
  engine: RegexEngine;
  /** Forgets every remembered match (call after each code block). */
  nextBlock: () => void;
}

/** Wraps a regex engine so repeated scans of a block are answered from memory. */
export function memoizeScans(inner: RegexEngine): MemoEngine {
  // Scanners compare their own copy against this and drop their answers when it moved on.
  let block = 0;
  // Compiled scanners by their patterns, kept for the engine's life. A grammar rule whose end
  // pattern refers back to its begin match (a fence's closing backticks, a heredoc's word)
  // recompiles its whole pattern list whenever that text changes: about 110 of the 384 scanners
  // a render worker compiled over the site were such repeats, and compiling is most of a
  // grammar's first-use cost. A scanner holds no state between calls that depends on which rule
  // uses it, so sharing one changes no match.
  const scanners = new Map<string, PatternScanner>();
  const compiled = (patterns: Array<string | RegExp>): PatternScanner => {
    const key = patterns.every((p) => typeof p === 'string') ? patterns.join('\u0000') : undefined;
    if (key === undefined) return inner.createScanner(patterns);
    let scanner = scanners.get(key);
    if (scanner === undefined) {
      scanner = inner.createScanner(patterns);
      scanners.set(key, scanner);
    }
    return scanner;
  };
  const engine: RegexEngine = {
    createScanner(patterns) {
      const scanner = compiled(patterns);
      let seenBlock = -1;
      let byText = new Map<string, Map<number, Match>>();
      return {
        findNextMatchSync(string, startPosition, options) {
          if (seenBlock !== block) {
            seenBlock = block;
            byText = new Map();
          }
          const text = typeof string === 'string' ? string : string.content;
          let byPosition = byText.get(text);
          if (byPosition === undefined) {
            byPosition = new Map();
            byText.set(text, byPosition);
          }
          // Options are a few bit flags (below 16), so position and options make one number.
          const key = startPosition * 16 + options;
          let match = byPosition.get(key);
          if (match === undefined) {
            const target = typeof string === 'string' ? string : 'real' in string ? (string as LazyString).real() : string;
            match = scanner.findNextMatchSync(target, startPosition, options);
            byPosition.set(key, match);
          }
          return match;
        },
        // The compiled scanner is kept for the next rule with the same patterns (see `compiled`).
        dispose() {},
      };
    },
    createString(content) {
      let real: RegexEngineString | undefined;
      const lazy: LazyString = {
        content,
        real: () => (real ??= inner.createString(content)),
        dispose() {
          real?.dispose?.();
        },
      };
      return lazy;
    },
  };
  return {
    engine,
    nextBlock: () => {
      block += 1;
    },
  };
}
