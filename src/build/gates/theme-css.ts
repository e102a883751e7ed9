/**
 * Gate: the themes differ in colour only. Every rule of the built stylesheets that applies in one
 * theme and not the other (a selector naming `data-theme` either way, a `.dark`/`.light` class on
 * the root, or `@media (prefers-color-scheme: …)`) may set only properties that paint: colours,
 * backgrounds that are a colour, shadows, `color-scheme`, and custom properties whose value is a
 * colour. Then no box moves when the theme changes, which is why the layout gate
 * (src/build/gates/layout.ts) measures each width in one theme, and what lets it: a themed rule
 * that sets a size, a font or a display fails here and the layout gate needs both themes again.
 * The one exception is named below with its reason.
 */
import postcss, { type AtRule, type Declaration, type Rule } from 'postcss';
import type { Finding } from './finding.ts';

/** Properties that paint without moving a box. */
const PAINT_PROPERTIES = new Set([
  'color',
  'background-color',
  'border-color',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'border-block-color',
  'border-inline-color',
  'outline-color',
  'text-decoration-color',
  'caret-color',
  'accent-color',
  'fill',
  'stroke',
  'box-shadow',
  'text-shadow',
  'color-scheme',
  'scrollbar-color',
]);

/** Properties that paint when their value is a colour alone (a shorthand could carry more). */
const PAINT_WHEN_COLOUR = new Set(['background', '--*']);

/** A colour value: a hex, a colour function, a keyword or a `var()` (a custom property holds the colour, and is checked where it is set). */
const COLOUR = /^(#[\da-f]{3,8}|(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark|var)\(.*\)|[a-z]+)$/i;

/** Themed declarations allowed although they are not paint, each with its reason. */
export const THEME_LAYOUT_EXCEPTIONS: readonly { selector: RegExp; property: string; value: string; reason: string }[] = [
  {
    selector: /\.to(Dark|Light)(_[\w-]+)?$/,
    property: 'display',
    value: 'none',
    reason: 'the theme button shows one of its two icons, the same size (src/app/Layout/Layout.module.css)',
  },
];

const THEMED_SELECTOR = /data-theme|:root\.(dark|light)\b|html\.(dark|light)\b/;

function themedMedia(node: Rule): boolean {
  for (let parent = node.parent; parent !== undefined && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type === 'atrule' && /prefers-color-scheme/.test((parent as AtRule).params)) return true;
  }
  return false;
}

function paints(decl: Declaration): boolean {
  const property = decl.prop.toLowerCase();
  if (PAINT_PROPERTIES.has(property)) return true;
  const key = property.startsWith('--') ? '--*' : property;
  return PAINT_WHEN_COLOUR.has(key) && COLOUR.test(decl.value.trim());
}

function excepted(selector: string, decl: Declaration): boolean {
  return THEME_LAYOUT_EXCEPTIONS.some((e) => e.selector.test(selector.trim()) && e.property === decl.prop && e.value === decl.value.trim());
}

/** Checks each stylesheet (file name → CSS text); one finding per themed declaration that could move a box. */
export function checkThemesPaintOnly(sheets: ReadonlyMap<string, string>): Finding[] {
  const findings: Finding[] = [];
  for (const [file, css] of sheets) {
    postcss.parse(css, { from: file }).walkRules((rule) => {
      const media = themedMedia(rule);
      const selectors = rule.selectors.filter((s) => media || THEMED_SELECTOR.test(s));
      if (selectors.length === 0) return;
      rule.each((node) => {
        if (node.type !== 'decl' || paints(node)) return;
        for (const selector of selectors) {
          if (excepted(selector, node)) continue;
          findings.push({ rule: 'theme-layout', page: file, message: `${selector} sets ${node.prop}: ${node.value} in one theme only (themes may differ in colour only)` });
        }
      });
    });
  }
  return findings;
}
