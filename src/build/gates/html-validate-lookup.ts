/**
 * A faster `getElementsByTagName` for html-validate 10's DOM, the lookup under every
 * `querySelectorAll` its rules make. Version 10 builds the list with `reduce` and `concat`,
 * copying the partial list at every element, so one lookup costs about the document's size
 * times its depth; rules such as `unique-landmark` and `hidden-focusable` run several per
 * document. It was a fifth of the gate's CPU time, and much of its garbage collection.
 * html-validate 11 collects into one array instead (it needs Node 22; this site runs on 20).
 * This does the same: the same elements in the same order (document order, depth first), so
 * every rule sees what it saw before. `html-validate-lookup.test.ts` beside it compares both.
 */
import { HtmlElement } from 'html-validate';

type Lookup = (this: HtmlElement, tagName: string) => HtmlElement[];

/** The library's own implementation, for the comparison test. */
const library = Object.getOwnPropertyDescriptor(HtmlElement.prototype, 'getElementsByTagName')?.value as Lookup;

/** Elements under `root` (not `root` itself) matching `tagName` (`*` for all), in document order. */
export function elementsByTagName(root: HtmlElement, tagName: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (parent: HtmlElement): void => {
    for (const child of parent.childElements) {
      if (child.is(tagName)) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** What the library's own lookup returns for `root` and `tagName`. */
export function libraryElementsByTagName(root: HtmlElement, tagName: string): HtmlElement[] {
  return library.call(root, tagName);
}

const fast: Lookup = function getElementsByTagName(this: HtmlElement, tagName: string) {
  return elementsByTagName(this, tagName);
};

/** Which lookup html-validate uses: {@link elementsByTagName} (the gates install it) or the library's own. */
export function setLookup(which: 'fast' | 'library'): void {
  HtmlElement.prototype.getElementsByTagName = which === 'fast' ? fast : library;
}

/** Whether {@link elementsByTagName} is in place. */
export const fastLookupInstalled = (): boolean => Object.getOwnPropertyDescriptor(HtmlElement.prototype, 'getElementsByTagName')?.value === fast;
