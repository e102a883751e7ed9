/**
 * Both code themes from one tokenization of each line.
 *
 * Shiki colours a block for the light and the dark theme by tokenizing it once per theme and
 * splitting the two token lists where either theme changes colour. A theme only decides the
 * style attributes (font style, foreground, background) that vscode-textmate folds into each
 * token's metadata as it pushes a scope: the rules that match, the scopes and the token edges
 * are the same for both. So each line is tokenized once under a paired theme, whose "colour"
 * for a scope path is the pair of both themes' resolved styles for that path, numbered; the
 * tokens then end wherever either theme's style changes, exactly where Shiki's merge of the
 * two lists puts the edges. Each of Shiki's two passes reads that one result, with the pair
 * number replaced by its own theme's style, so Shiki builds the same tokens and HTML as
 * before (the regex answers of the second pass were already shared, see scan-memo.ts).
 *
 * This reaches into vscode-textmate's theme provider (`themeProvider._theme`), which Shiki
 * does not expose: `one-pass-themes.test.ts` compares the HTML with plain Shiki's.
 */
import type { Highlighter } from 'shiki';

/** A theme's answer for a scope path: font style (-1 unset) and colour ids (0 unset). */
interface StyleAttributes {
  fontStyle: number;
  foregroundId: number;
  backgroundId: number;
}

/** vscode-textmate's scope path: the scope and its parents. */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

/** The part of vscode-textmate's `Theme` the tokenizer calls. */
interface TextmateTheme {
  match: (path: ScopePath | null) => StyleAttributes | null;
  getDefaults: () => StyleAttributes;
  getColorMap: () => string[];
}

/** A tokenized line as `tokenizeLine2` returns it: pairs of start offset and metadata. */
interface LineTokens {
  tokens: Uint32Array;
  ruleStack: unknown;
  stoppedEarly: boolean;
}

/** The part of vscode-textmate's grammar used here; `themeProvider` is the registry holding the current theme. */
interface Grammar {
  themeProvider: { _theme: TextmateTheme };
  tokenizeLine2: (line: string, stack: unknown, timeLimit?: number) => LineTokens;
}

/** A resolved style: font style, foreground id, background id (vscode-textmate's `EncodedTokenAttributes` fields). */
type Style = readonly [number, number, number];

const FONT_STYLE_OFFSET = 11;
const FOREGROUND_OFFSET = 15;
const BACKGROUND_OFFSET = 24;
/** Metadata bits below the font style: language, token type, balanced brackets (the same for both themes). */
const THEME_FREE_BITS = (1 << FONT_STYLE_OFFSET) - 1;
/** The foreground field holds 9 bits, and 0 means unset. */
const MAX_PAIRS = 511;

/** Applies a theme's answer to a style as vscode-textmate's `EncodedTokenAttributes.set` does. */
function merge(base: Style, attributes: StyleAttributes | null): Style {
  if (attributes === null) return base;
  return [
    attributes.fontStyle === -1 ? base[0] : attributes.fontStyle,
    attributes.foregroundId === 0 ? base[1] : attributes.foregroundId,
    attributes.backgroundId === 0 ? base[2] : attributes.backgroundId,
  ];
}

/** One theme's style for each scope path, folded from its defaults down the path as the tokenizer folds it. */
function styleResolver(theme: TextmateTheme): { defaults: Style; of: (path: ScopePath) => Style } {
  const defaults = merge([0, 0, 0], theme.getDefaults());
  const known = new WeakMap<ScopePath, Style>();
  const of = (path: ScopePath): Style => {
    let style = known.get(path);
    if (style === undefined) {
      style = merge(path.parent === null ? defaults : of(path.parent), theme.match(path));
      known.set(path, style);
    }
    return style;
  };
  return { defaults, of };
}

/** What `createSiteHighlighter` keeps: a call before each block's highlighting and one after it. */
export interface OnePassThemes {
  /** Call before a two-theme block of `lang`: its grammar tokenizes each line once for both themes until `nextBlock`. */
  prepare: (lang: string) => void;
  /** Call after the block: forgets its lines; highlighting outside prepare/nextBlock is Shiki's own. */
  nextBlock: () => void;
}

/** Sets up one tokenization per line for Shiki's two themes `light` and `dark` (loaded in `shiki`). */
export function onePassThemes(shiki: Highlighter, light: string, dark: string): OnePassThemes {
  const patched = new WeakSet<Grammar>();
  let themes: { real: [TextmateTheme, TextmateTheme]; paired: TextmateTheme; pairs: Array<[Style, Style]> } | undefined;
  // Each line's tokens under the paired theme, by the state it started from and its text.
  let lines = new Map<unknown, Map<string, LineTokens>>();
  // Set between prepare and nextBlock: a one-theme highlight must keep its own token edges.
  let active = false;

  const pairedTheme = (provider: Grammar['themeProvider']): NonNullable<typeof themes> => {
    // Shiki keeps one vscode-textmate theme per loaded theme and installs it in the registry before each pass.
    const real = [light, dark].map((name) => {
      shiki.setTheme(name);
      return provider._theme;
    }) as [TextmateTheme, TextmateTheme];
    const [a, b] = real.map(styleResolver) as [ReturnType<typeof styleResolver>, ReturnType<typeof styleResolver>];
    const numbers = new Map<string, number>();
    const pairs: Array<[Style, Style]> = [[a.defaults, b.defaults]];
    const numberOf = (first: Style, second: Style): number => {
      const key = `${first.join(',')}/${second.join(',')}`;
      let n = numbers.get(key);
      if (n === undefined) {
        n = pairs.length;
        if (n > MAX_PAIRS) throw new Error(`code highlighting: the two themes give more than ${MAX_PAIRS} pairs of styles, more than a token's metadata can number`);
        pairs.push([first, second]);
        numbers.set(key, n);
      }
      return n;
    };
    const defaults: StyleAttributes = { fontStyle: 0, foregroundId: numberOf(a.defaults, b.defaults), backgroundId: 0 };
    const paired: TextmateTheme = {
      match: (path) => (path === null ? defaults : { fontStyle: -1, foregroundId: numberOf(a.of(path), b.of(path)), backgroundId: 0 }),
      getDefaults: () => defaults,
      getColorMap: () => [],
    };
    return { real, paired, pairs };
  };

  /** The line's tokens with each pair number replaced by theme `index`'s style. */
  const restyle = (tokens: Uint32Array, pairs: ReadonlyArray<[Style, Style]>, index: 0 | 1): Uint32Array => {
    const out = new Uint32Array(tokens);
    for (let i = 1; i < out.length; i += 2) {
      const metadata = out[i] ?? 0;
      const style = pairs[(metadata >>> FOREGROUND_OFFSET) & MAX_PAIRS]?.[index];
      if (style === undefined) throw new Error('code highlighting: a token carries no pair of theme styles');
      out[i] = ((metadata & THEME_FREE_BITS) | (style[0] << FONT_STYLE_OFFSET) | (style[1] << FOREGROUND_OFFSET) | (style[2] << BACKGROUND_OFFSET)) >>> 0;
    }
    return out;
  };

  const patch = (grammar: Grammar, paired: NonNullable<typeof themes>): void => {
    const tokenizeLine2 = grammar.tokenizeLine2.bind(grammar);
    const provider = grammar.themeProvider;
    grammar.tokenizeLine2 = (line, stack, timeLimit) => {
      const current = provider._theme;
      const index = current === paired.real[0] ? 0 : current === paired.real[1] ? 1 : undefined;
      if (!active || index === undefined) return tokenizeLine2(line, stack, timeLimit);
      let byText = lines.get(stack);
      if (byText === undefined) {
        byText = new Map();
        lines.set(stack, byText);
      }
      let result = byText.get(line);
      if (result === undefined) {
        provider._theme = paired.paired;
        try {
          result = tokenizeLine2(line, stack, timeLimit);
        } finally {
          provider._theme = current;
        }
        byText.set(line, result);
      }
      return { ...result, tokens: restyle(result.tokens, paired.pairs, index) };
    };
    patched.add(grammar);
  };

  return {
    prepare: (lang) => {
      active = true;
      const grammar = shiki.getLanguage(lang) as unknown as Grammar;
      if (patched.has(grammar)) return;
      // Made outside any tokenization: it switches Shiki's current theme, which Shiki sets again before each pass.
      themes ??= pairedTheme(grammar.themeProvider);
      patch(grammar, themes);
    },
    nextBlock: () => {
      active = false;
      lines = new Map();
    },
  };
}
