/**
 * The not-found page's help, below its required text: the pages the reader probably meant
 * (suggestions.ts, against the navigation tree) and a search for the words of the path. A chunk
 * of its own, rendered only after hydration (NotFound.tsx), since the same prerendered 404.html
 * answers every unknown path and only the browser knows which one was asked for.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { REDIRECTS } from '../../shared/redirects.ts';
import type { NavTree } from '../../shared/types.ts';
import { loadNav } from '../data/nav.ts';
import { openSearchWith, searchKeys } from '../Search/earlyKeys.ts';
import styles from './NotFound.module.css';
import { caseVariantOf, searchWords, suggestPages, type Suggestion } from './suggestions.ts';

/** Every page of the tree, in sidebar order, root pages first. */
function navPages(nav: NavTree): NavTree['rootPages'] {
  return [...nav.rootPages, ...nav.sections.flatMap((section) => section.pages)];
}

/** Suggestions for the path, once the navigation tree is here; none when it cannot load. */
function useSuggestions(pathname: string): Suggestion[] | undefined {
  const [state, setState] = useState<{ pathname: string; suggestions: Suggestion[] }>();
  useEffect(() => {
    let current = true;
    loadNav().then(
      ({ nav }) => {
        if (!current) return;
        const pages = navPages(nav);
        // A page's path in other letter case is that page: loaded in this entry's place.
        const page = caseVariantOf(pathname, pages);
        if (page !== undefined) window.location.replace(`${page}${window.location.search}${window.location.hash}`);
        else setState({ pathname, suggestions: suggestPages(pathname, pages, REDIRECTS) });
      },
      () => {
        // Without the tree the page still offers search and the way home.
        if (current) setState({ pathname, suggestions: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [pathname]);
  return state?.pathname === pathname ? state.suggestions : undefined;
}

/** Suggested pages and a search for the path's words. */
export function NotFoundHelp({ pathname }: { pathname: string }): ReactNode {
  const headingId = useId();
  const suggestions = useSuggestions(pathname);
  // Shown together, once: one change below the page's text rather than two.
  if (suggestions === undefined) return null;
  const words = searchWords(pathname);
  // The header's search box answers through the boot script's listener (earlyKeys.ts).
  const canSearch = words !== '' && searchKeys() !== undefined;
  if (suggestions.length === 0 && !canSearch) return null;
  return (
    // `data-live-data`: content that comes after hydration by design (the no-script gate leaves it out).
    <section className={styles['help']} aria-labelledby={headingId} data-live-data="">
      <h2 id={headingId} className={styles['heading']}>
        {suggestions.length > 0 ? 'Did you mean one of these?' : 'Looking for something?'}
      </h2>
      {suggestions.length > 0 && (
        <ul className={styles['list']}>
          {suggestions.map((s) => (
            <li key={s.url}>
              <a href={s.url}>{s.title}</a> <span className={styles['path']}>{s.url}</span>
            </li>
          ))}
        </ul>
      )}
      {canSearch && (
        <p>
          <button type="button" className="button-secondary" onClick={() => openSearchWith(words)}>
            Search the documentation for “{words}”
          </button>
        </p>
      )}
    </section>
  );
}
