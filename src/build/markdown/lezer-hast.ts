/**
 * Renders a JavaScript or TypeScript block with Lezer's tokens (lezer-tokens.ts) coloured from
 * Shiki's loaded themes, then hands them to Shiki's own `tokensToHast` with the block's
 * transformers: the HTML is built exactly as `codeToHast` builds it (`pre.shiki`, `span.line`,
 * the two themes' CSS variables, highlighted and diff lines, the style-to-class step).
 */
import type { Root } from 'hast';
import {
  flatTokenVariants, tokensToHast, type CodeToHastOptions, type Highlighter,
  type ShikiTransformerContextSource, type ThemedToken, type ThemedTokenWithVariants, type TokenStyles,
} from 'shiki';
import { lezerScopes, type LezerLanguage, type ScopedRange } from './lezer-tokens.ts';
import { createScopeResolver, type ScopeStyle } from './theme-scopes.ts';

/** The two themes of a block, by variant name, as `codeToHast` takes them. */
export interface LezerThemes {
  /** The light theme's name. */
  light: string;
  /** The dark theme's name. */
  dark: string;
}

/** Renders one block; `options` are what `codeToHast` would have been given. */
export type LezerRenderer = (code: string, lang: LezerLanguage, options: CodeToHastOptions) => Root;

const LEZER_LANGUAGES: ReadonlySet<string> = new Set<LezerLanguage>(['javascript', 'typescript', 'jsx', 'tsx']);

/** Whether Lezer highlights this (resolved) language. */
export function isLezerLanguage(lang: string): lang is LezerLanguage {
  return LEZER_LANGUAGES.has(lang);
}

/** A token's styles under each theme, with a key equal for equal styles. */
interface Styled {
  key: string;
  variants: Record<string, TokenStyles>;
}

const VARIANTS = ['light', 'dark'] as const;
/** The path of text no token covers. */
const NO_SCOPES: readonly string[] = [];
const WHITESPACE = /^\s+$/;
/** Shiki never merges white space into underlined or struck-through tokens. */
const UNMERGEABLE = 4 | 8;

/**
 * Splits the code into lines of tokens, one token per run of equal style, white space before a
 * token merged into it (Shiki's `mergeWhitespaces`).
 */
export function lineTokens(code: string, ranges: readonly ScopedRange[], styleOf: (path: readonly string[]) => Styled): ThemedTokenWithVariants[][] {
  const lines: ThemedTokenWithVariants[][] = [[]];
  const keys: string[][] = [[]];
  const push = (from: number, to: number, path: readonly string[]): void => {
    const styled = styleOf(path);
    let start = from;
    while (start < to) {
      const newline = code.indexOf('\n', start);
      const breaks = newline !== -1 && newline < to;
      const end = breaks ? newline : to;
      if (end > start) {
        const line = lines[lines.length - 1] ?? [];
        const lineKeys = keys[keys.length - 1] ?? [];
        const last = line[line.length - 1];
        if (last !== undefined && lineKeys[lineKeys.length - 1] === styled.key) last.content += code.slice(start, end);
        else {
          line.push({ content: code.slice(start, end), offset: start, variants: styled.variants });
          lineKeys.push(styled.key);
        }
      }
      if (breaks) {
        lines.push([]);
        keys.push([]);
        start = end + 1;
      } else start = end;
    }
  };
  let at = 0;
  for (const range of ranges) {
    if (range.from > at) push(at, range.from, NO_SCOPES);
    push(range.from, range.to, range.path);
    at = range.to;
  }
  if (at < code.length) push(at, code.length, NO_SCOPES);
  return lines.map(mergeWhitespace);
}

function mergeWhitespace(line: ThemedTokenWithVariants[]): ThemedTokenWithVariants[] {
  const merged: ThemedTokenWithVariants[] = [];
  let carry: { content: string; offset: number } | undefined;
  line.forEach((token, i) => {
    const mergeable = Object.values(token.variants).every((v) => ((v.fontStyle ?? 0) & UNMERGEABLE) === 0);
    if (mergeable && WHITESPACE.test(token.content) && line[i + 1] !== undefined) {
      carry = carry === undefined ? { content: token.content, offset: token.offset } : { content: carry.content + token.content, offset: carry.offset };
    } else if (carry !== undefined && mergeable) {
      merged.push({ ...token, content: carry.content + token.content, offset: carry.offset });
      carry = undefined;
    } else {
      if (carry !== undefined) merged.push({ ...token, content: carry.content, offset: carry.offset });
      carry = undefined;
      merged.push(token);
    }
  });
  return merged;
}

/**
 * Makes the renderer for a highlighter's two loaded themes. Each scope path is coloured once
 * per theme and kept.
 */
export function createLezerRenderer(shiki: Highlighter, themes: LezerThemes): LezerRenderer {
  const resolvers = VARIANTS.map((variant) => {
    const theme = shiki.getTheme(themes[variant]);
    return createScopeResolver(theme.settings, theme.fg);
  });
  const styles = new Map<string, Styled>();
  // Most tokens share their path array with others (lezer-tokens.ts): looked up by the array first, the path is joined once.
  const byArray = new WeakMap<readonly string[], Styled>();
  const styleOf = (path: readonly string[]): Styled => {
    const known = byArray.get(path);
    if (known !== undefined) return known;
    const pathKey = path.join(' ');
    let styled = styles.get(pathKey);
    if (styled === undefined) {
      const resolved: ScopeStyle[] = resolvers.map((resolve) => resolve(path));
      const variants: Record<string, TokenStyles> = {};
      VARIANTS.forEach((variant, i) => {
        const style = resolved[i];
        if (style !== undefined) variants[variant] = { color: style.color, fontStyle: style.fontStyle };
      });
      styled = { key: resolved.map((s) => `${s.color}:${s.fontStyle}`).join('|'), variants };
      styles.set(pathKey, styled);
    }
    byArray.set(path, styled);
    return styled;
  };
  // A token's CSS variables depend on its colours alone: made once per colour pair, the tokens
  // share them (and style-classes.ts then names their class once).
  const flatStyles = new WeakMap<Record<string, TokenStyles>, Record<string, string>>();
  const flatToken = (token: ThemedTokenWithVariants): ThemedToken => {
    let htmlStyle = flatStyles.get(token.variants);
    if (htmlStyle === undefined) {
      htmlStyle = flatTokenVariants(token, [...VARIANTS], '--shiki-', false, 'css-vars').htmlStyle ?? {};
      flatStyles.set(token.variants, htmlStyle);
    }
    // Lezer's tokens carry no explanation (Shiki reads none when building the HTML either).
    return { content: token.content, offset: token.offset, htmlStyle };
  };
  // The root's colours and class names, as codeToHast computes them for any language.
  const frame = shiki.codeToTokens('', { lang: 'text', themes: { ...themes }, defaultColor: false });
  return (code, lang, options) => {
    const transformers = options.transformers ?? [];
    const context: ShikiTransformerContextSource = {
      meta: {},
      options,
      codeToHast: (c, o) => shiki.codeToHast(c, o),
      // None of the site's transformers tokenizes other code; Shiki's typing of this callback
      // (any language name) is wider than the bundled highlighter's.
      codeToTokens: () => {
        throw new Error('codeToTokens is not available to transformers of Lezer-highlighted blocks');
      },
      get source() {
        return input;
      },
    };
    let input = code;
    for (const transformer of transformers) input = transformer.preprocess?.call(context, input, options) ?? input;
    let tokens: ThemedToken[][] = lineTokens(input, lezerScopes(input, lang), styleOf).map((line) => line.map(flatToken));
    for (const transformer of transformers) tokens = transformer.tokens?.call(context, tokens) ?? tokens;
    return tokensToHast(tokens, {
      ...options,
      fg: frame.fg ?? '',
      bg: frame.bg ?? '',
      themeName: frame.themeName ?? '',
      rootStyle: options.rootStyle === false ? false : (options.rootStyle ?? frame.rootStyle ?? ''),
    }, context);
  };
}
