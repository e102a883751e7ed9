/**
 * Skips vscode-textmate's walks over a grammar's dependencies that cannot find anything new.
 *
 * Loading a grammar (`Registry._loadGrammar`) first walks every rule it can reach, in its own
 * grammar and in every grammar it includes, to load the grammars it refers to, then makes the
 * grammar object. Shiki loads a language again each time a language it embeds lazily is loaded
 * after it: a block that loads every grammar (`NEEDS_ALL` in languages.ts) reloaded markdown
 * after nearly each of the other 29, and each reload walked markdown and everything it reaches
 * again (0.58 to 0.61 s of the render worker's CPU for the whole load, three runs).
 *
 * A walk reads only the registry's raw grammars and injection lists, and its one effect is to
 * load each grammar it meets the first time it meets it (the registry remembers which it
 * loaded). So a walk from the same grammar over the same raw grammars and injection lists as
 * the end of an earlier walk meets only grammars that walk loaded: it is skipped, and the
 * grammar object is made as after a walk. The grammars, their order and their injections come
 * out as before, so the colours do (`grammar-walks.test.ts` compares a load of every grammar
 * with and without this).
 */
import { Registry } from 'shiki/textmate';

/** The parts of vscode-textmate's registry this reads (not in its types). */
interface RegistryInternals {
  _syncRegistry?: { _rawGrammars: Map<string, object>; _injectionGrammars: Map<string, readonly string[]> };
  _grammarForScopeName: (...args: unknown[]) => unknown;
  _loadGrammar: (scopeName: string, ...rest: unknown[]) => unknown;
}

/** A number per raw grammar object, so a state names each grammar by its identity. */
const ids = new WeakMap<object, number>();
let lastId = 0;

/** What a walk reads: each raw grammar (by identity) and each injection list (by content). */
function walkState(registry: Required<RegistryInternals>): string {
  let state = '';
  for (const [scope, raw] of registry._syncRegistry._rawGrammars) {
    let id = ids.get(raw);
    if (id === undefined) {
      id = ++lastId;
      ids.set(raw, id);
    }
    state += `${scope}=${id}\n`;
  }
  for (const [scope, injections] of registry._syncRegistry._injectionGrammars) state += `${scope}>${injections.join(' ')}\n`;
  return state;
}

/** Whether the registry has the parts this reads (a vscode-textmate laid out otherwise loads as it always does, only slower). */
function isLaidOut(registry: RegistryInternals): registry is Required<RegistryInternals> {
  return registry._syncRegistry?._rawGrammars instanceof Map && registry._syncRegistry._injectionGrammars instanceof Map && typeof registry._grammarForScopeName === 'function';
}

/** The state each registry was in after its last walk from each grammar. */
const walked = new WeakMap<object, Map<string, string>>();

/** The registry's own `_loadGrammar`, while this one stands in for it. */
let original: RegistryInternals['_loadGrammar'] | undefined;

/**
 * Makes every vscode-textmate registry of this thread skip walks that cannot find anything new
 * (once per thread); returns what puts the registry's own loading back (for the test).
 */
export function memoizeGrammarWalks(): () => void {
  const prototype = Registry.prototype as unknown as RegistryInternals;
  const restore = (): void => {
    if (original !== undefined) prototype._loadGrammar = original;
    original = undefined;
  };
  if (original !== undefined) return restore;
  const load = prototype._loadGrammar;
  original = load;
  prototype._loadGrammar = function (this: RegistryInternals, scopeName: string, ...rest: unknown[]): unknown {
    if (!isLaidOut(this)) return load.call(this, scopeName, ...rest);
    let states = walked.get(this);
    if (states === undefined) {
      states = new Map();
      walked.set(this, states);
    }
    if (states.get(scopeName) === walkState(this)) return this._grammarForScopeName(scopeName, ...rest);
    const grammar = load.call(this, scopeName, ...rest);
    states.set(scopeName, walkState(this));
    return grammar;
  };
  return restore;
}
