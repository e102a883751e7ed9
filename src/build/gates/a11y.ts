/**
 * Gate 2, accessibility: the axe tags the site answers to, and the pure half of the gate that
 * turns axe's violations into findings, minus the documented exceptions.
 */
import { A11Y_EXCEPTIONS, type A11yException } from './a11y-exceptions.ts';
import type { Finding } from './finding.ts';

/** The rule sets axe runs: WCAG 2.0, 2.1 and 2.2 A/AA plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * The axe rules whose outcome can change with the theme: the ones that read colours. The gate
 * 'themes differ in colour only' (theme-css.ts) proves a theme changes nothing but paint, apart
 * from which of the theme button's two icons shows, so on one document the other rules find
 * the same in both themes.
 */
export const THEME_DEPENDENT_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** The theme buttons: the one place a theme changes more than colour (see THEME_DEPENDENT_RULES). */
export const THEME_BUTTON = 'button[aria-label^="Switch to "][aria-label$=" theme"]';

/** The parts of an axe violation the gate reads (a structural subset of axe-core's type). */
export interface AxeViolation {
  /** Rule id, e.g. `button-name`. */
  id: string;
  /** One-line help text of the rule. */
  help: string;
  /** Serious, critical… */
  impact?: string | null;
  /** Offending elements. */
  nodes: ReadonlyArray<{ target: ReadonlyArray<unknown>; html: string }>;
}

/** An element's selector as one string (axe nests selectors for frames and shadow roots). */
export function targetOf(node: { target: ReadonlyArray<unknown> }): string {
  return node.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' ');
}

/** Whether an exception covers a violation's element on a page. */
export function isExcepted(exception: A11yException, rule: string, target: string, page: string): boolean {
  if (exception.rule !== rule) return false;
  if (exception.pages !== undefined && !exception.pages.test(page)) return false;
  return target === exception.element || target.includes(exception.element);
}

/** Findings for axe violations on a page, one per element, exceptions removed. */
export function violationsToFindings(
  violations: readonly AxeViolation[],
  page: string,
  context: string,
  exceptions: readonly A11yException[] = A11Y_EXCEPTIONS,
): Finding[] {
  const findings: Finding[] = [];
  for (const v of violations) {
    for (const node of v.nodes) {
      const target = targetOf(node);
      if (exceptions.some((e) => isExcepted(e, v.id, target, page))) continue;
      const html = node.html.replace(/\s+/g, ' ').slice(0, 160);
      findings.push({ rule: `axe/${v.id}`, page, message: `${context}: ${v.help} (${v.impact ?? 'n/a'}): ${target} ${html}` });
    }
  }
  return findings;
}

/** Line variants a code block can show tokens on (plain, highlighted, diff added, diff removed). */
const LINE_VARIANTS = ['line', 'line highlighted', 'line diff add', 'line diff remove'] as const;

/**
 * A code block with one token of every highlighting class on every kind of line, so one axe
 * colour-contrast run covers every token colour the site can show (the pages themselves only
 * show the tokens their languages happen to use).
 */
export function codeTokenSample(classes: readonly string[], id: string): string {
  const lines = LINE_VARIANTS.map((variant) => `<span class="${variant}">${classes.map((c, i) => `<span class="${c}">token${i}</span>`).join(' ')}</span>`);
  return `<figure class="code-block"><pre id="${id}" class="shiki" tabindex="0" aria-label="Every code token colour"><code>${lines.join('\n')}</code></pre></figure>`;
}
