/**
 * Colours a TextMate scope path from a theme's rules, as vscode-textmate does for a token:
 * each scope of the path, outermost first, takes the most specific rule that matches it (the
 * longest selector, then the one with more parent selectors, then the later one), and a rule
 * that leaves the colour or the font style out keeps the value of the scope outside it. Used to
 * colour Lezer's tokens (lezer-tokens.ts) from the same themes Shiki colours the other blocks with.
 */

/** One rule of a theme as Shiki resolves it (`ThemeRegistrationResolved['settings']`). */
export interface ThemeRule {
  /** The selectors: a string of comma-separated selectors, a list, or none (the defaults). */
  scope?: string | string[] | undefined;
  /** What the rule sets. */
  settings: {
    /** Text colour. */
    foreground?: string | undefined;
    /** Space-separated `italic`, `bold`, `underline`, `strikethrough`, or empty for none. */
    fontStyle?: string | undefined;
  };
}

/** The style a scope path resolves to. */
export interface ScopeStyle {
  /** Colour, upper-cased as Shiki's colour map writes it. */
  color: string;
  /** Font style bits as Shiki's `FontStyle` (1 italic, 2 bold, 4 underline, 8 strikethrough). */
  fontStyle: number;
}

/** A selector split into its last scope and the parent scopes before it. */
interface ParsedRule {
  leaf: string;
  parents: string[];
  specificity: number;
  index: number;
  foreground: string | undefined;
  fontStyle: number | undefined;
}

const FONT_BITS: Readonly<Record<string, number>> = { italic: 1, bold: 2, underline: 4, strikethrough: 8 };

/** A selector part matches a scope equal to it or beginning with it and a dot. */
function matchesScope(selector: string, scope: string): boolean {
  return scope === selector || (scope.startsWith(selector) && scope[selector.length] === '.');
}

/** Whether `parents`, in order, appear among `ancestors` (outermost first), nearest last. */
function matchesParents(parents: readonly string[], ancestors: readonly string[]): boolean {
  let a = ancestors.length - 1;
  for (let p = parents.length - 1; p >= 0; p--) {
    const wanted = parents[p] ?? '';
    while (a >= 0 && !matchesScope(wanted, ancestors[a] ?? '')) a--;
    if (a < 0) return false;
    a--;
  }
  return true;
}

function parseFontStyle(value: string): number {
  return value.split(/\s+/).reduce((bits, word) => bits | (FONT_BITS[word] ?? 0), 0);
}

function parseRules(rules: readonly ThemeRule[]): ParsedRule[] {
  const parsed: ParsedRule[] = [];
  rules.forEach((rule, index) => {
    if (rule.scope === undefined) return;
    const selectors = typeof rule.scope === 'string' ? rule.scope.split(',') : rule.scope;
    for (const selector of selectors) {
      const parts = selector.trim().split(/\s+/).filter((p) => p !== '' && p !== '>');
      const leaf = parts.pop();
      if (leaf === undefined) continue;
      parsed.push({
        leaf,
        parents: parts,
        specificity: leaf.split('.').length,
        index,
        foreground: rule.settings.foreground?.toUpperCase(),
        fontStyle: rule.settings.fontStyle === undefined ? undefined : parseFontStyle(rule.settings.fontStyle),
      });
    }
  });
  return parsed;
}

/** Orders candidates best first: longer leaf selector, more parents, later in the theme. */
function better(a: ParsedRule, b: ParsedRule): boolean {
  if (a.specificity !== b.specificity) return a.specificity > b.specificity;
  if (a.parents.length !== b.parents.length) return a.parents.length > b.parents.length;
  return a.index > b.index;
}

/**
 * Makes a resolver of scope paths (outermost scope first) for one theme. Results are cached by
 * path, so a build resolves each path once per theme.
 */
export function createScopeResolver(rules: readonly ThemeRule[], foreground: string): (path: readonly string[]) => ScopeStyle {
  const parsed = parseRules(rules);
  const defaults = rules.find((r) => r.scope === undefined)?.settings;
  const baseColor = (defaults?.foreground ?? foreground).toUpperCase();
  const cache = new Map<string, ScopeStyle>();
  return (path) => {
    const key = path.join(' ');
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    let color = baseColor;
    let fontStyle = 0;
    for (let depth = 0; depth < path.length; depth++) {
      const scope = path[depth] ?? '';
      const ancestors = path.slice(0, depth);
      let bestColor: ParsedRule | undefined;
      let bestFont: ParsedRule | undefined;
      for (const rule of parsed) {
        if (!matchesScope(rule.leaf, scope) || !matchesParents(rule.parents, ancestors)) continue;
        if (rule.foreground !== undefined && (bestColor === undefined || better(rule, bestColor))) bestColor = rule;
        if (rule.fontStyle !== undefined && (bestFont === undefined || better(rule, bestFont))) bestFont = rule;
      }
      if (bestColor?.foreground !== undefined) color = bestColor.foreground;
      if (bestFont?.fontStyle !== undefined) fontStyle = bestFont.fontStyle;
    }
    const style = { color, fontStyle };
    cache.set(key, style);
    return style;
  };
}
