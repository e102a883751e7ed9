/**
 * The one list of accessibility exceptions. Each names the axe rule, the element (a selector
 * as axe reports it, or a part of one), optionally the pages, and why the violation is
 * accepted. An exception is a decision someone can read and revisit, never a silencer: keep
 * the list short and the reasons concrete.
 */

/** One accepted axe violation. */
export interface A11yException {
  /** axe rule id, e.g. `color-contrast`. */
  rule: string;
  /** The element: axe's selector for it, or a part of that selector. */
  element: string;
  /** Routes the exception applies to; all pages when absent. */
  pages?: RegExp;
  /** Why this is acceptable. */
  reason: string;
}

export const A11Y_EXCEPTIONS: readonly A11yException[] = [];
