/**
 * The search dialog (a lazy chunk): a modal `<dialog>` holding a combobox input and a listbox of
 * results grouped by page. Up and Down move through the results, Enter opens the active one
 * (client-side), Escape closes and focus returns to what opened the dialog. Opened again, it shows
 * the query it was left with, selected (typing replaces it), on the row the reader had reached.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { VIEW_TEXT } from '../../shared/view-constants.ts';
import { hashRedirect } from '../../shared/urls.ts';
import { navigate } from '../router/location.ts';
import { NoResults } from './NoResults.tsx';
import { takeSearchKeys } from './earlyKeys.ts';
import { activeAfter, type ActiveRow, type DisplayItem } from './results.ts';
import styles from './SearchDialog.module.css';
import { optionId, SearchResults } from './SearchResults.tsx';
import { useSearch } from './useSearch.ts';

export { prepareSearch } from './useSearch.ts';

/** Props of the dialog. */
export interface SearchDialogProps {
  /**
   * Called when the dialog should close: Escape, the close button and a click outside with focus
   * going back to where it was; a chosen result with `returnFocus` false (the new page takes it).
   */
  onClose: (returnFocus?: boolean) => void;
}

/** Client-side move to a result (following the site's hash redirects). */
function open(url: string): void {
  const [path = url, hash = ''] = url.split('#');
  navigate(hashRedirect(path, hash === '' ? '' : `#${hash}`) ?? url);
}

/**
 * What the dialog was left with, for the next time it opens in this document: the text in its
 * input and the row reached. Reopened empty, it lost the query of a reader going through the
 * results one page after another, or back to the results after a wrong one.
 */
let left: { text: string; row: ActiveRow } = { text: '', row: { query: '', url: undefined } };

/** The dialog. */
export function SearchDialog({ onClose }: SearchDialogProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState(left.text);
  const [active, setActive] = useState(0);
  const state = useSearch(query);
  const items: DisplayItem[] = state.status === 'ready' ? state.groups.flatMap((g) => g.items) : [];
  const count = items.length;

  // Enter typed before the input had focus: the first result of that text opens once it is there.
  const pendingEnter = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal();
    // What was typed since the shortcut (src/shared/search-keys.ts), in the input before it takes
    // focus: the keys after that go to it, none lost in between.
    const early = takeSearchKeys();
    if (early.text !== '' && input.current !== null) {
      input.current.value = early.text;
      setQuery(early.text);
      pendingEnter.current = early.enter;
    }
    input.current?.focus();
    // The last query, kept (above: unless keys were typed for a new one), is selected: typing replaces it.
    if (early.text === '') input.current?.select();
    return () => element?.close();
  }, []);

  // A new query starts at its first result; the same query answered again keeps the reader's row.
  // Layout effects, so the row changes in the same commit as the list: in an effect run after
  // paint, a new list stood for a moment with the last query's row active, and an arrow key
  // pressed in that moment was undone when the reset ran (search.test.ts watches for it).
  const answer = state.status === 'ready' ? state : null;
  const shown = useRef<ActiveRow>(left.row);
  useLayoutEffect(() => {
    if (answer !== null) setActive(activeAfter(shown.current, answer.query, answer.groups.flatMap((g) => g.items)));
  }, [answer]);
  // After the effect above: the row the reader moved to (none while on the first), for the next
  // answer. Kept while there is none (the index loading as a reopened dialog mounts).
  useLayoutEffect(() => {
    if (answer !== null) shown.current = { query: answer.query, url: active > 0 ? items[active]?.url : undefined };
    left = { text: query, row: shown.current };
  });

  useEffect(() => {
    if (count > 0) document.getElementById(optionId(listId, active))?.scrollIntoView({ block: 'nearest' });
  }, [active, count, listId]);

  const choose = (item: DisplayItem | undefined): void => {
    if (item === undefined) return;
    onClose(false);
    open(item.url);
  };

  useEffect(() => {
    if (!pendingEnter.current || answer === null || answer.query !== query.trim()) return;
    pendingEnter.current = false;
    choose(answer.groups[0]?.items[0]);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count > 0) setActive((a) => (a + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Pressed before the answer to what is typed is in: its first result opens when it is.
      // What is typed is read from the input, not from `query`: the keys kept before the dialog
      // opened are set in an effect, and an Enter coming before that render saw an empty query
      // and was lost (search.test.ts, a slow machine, CI once).
      const typed = event.currentTarget.value.trim();
      pendingEnter.current = typed !== '' && (answer === null || answer.query !== typed);
      if (!pendingEnter.current) choose(items[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  let status = '';
  if (state.status === 'loading') status = 'Loading the search index…';
  else if (state.status === 'error') status = state.message;
  else if (state.status === 'ready') status = count === 0 ? `No results for “${state.query}”.` : `${count} result${count === 1 ? '' : 's'} on ${state.groups.length} page${state.groups.length === 1 ? '' : 's'}.`;

  return (
    <dialog
      ref={dialog}
      className={styles['dialog']}
      aria-label={VIEW_TEXT.searchPlaceholder}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === dialog.current) onClose();
      }}
    >
      <div className={styles['panel']}>
        <div className={styles['bar']}>
          <svg className={styles['icon']} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m13 13 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={input}
            type="search"
            role="combobox"
            className={styles['input']}
            placeholder={VIEW_TEXT.searchPlaceholder}
            aria-label={VIEW_TEXT.searchPlaceholder}
            aria-expanded={count > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            {...(count > 0 ? { 'aria-activedescendant': optionId(listId, active) } : {})}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(e) => {
              pendingEnter.current = false;
              setQuery(e.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          {/* A cross on a phone, where "Esc" named a key the reader does not have; the key's hint where keyboards are. */}
          <button type="button" className={styles['close']} onClick={() => onClose()} aria-label="Close search" aria-keyshortcuts="Escape">
            <svg className={styles['closeIcon']} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4 4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
            </svg>
            <span className={styles['closeKey']} aria-hidden="true">
              Esc
            </span>
          </button>
        </div>
        <p role="status" className={state.status === 'error' ? styles['error'] : 'visually-hidden'}>
          {status}
        </p>
        <div className={styles['body']} data-source={answer?.source}>
          {answer?.withoutReference === true ? (
            <p className={styles['hint']} data-search-partial="">
              The API reference&apos;s classes and members could not be loaded (are you offline?), so they are missing from these results. The next search tries again.
            </p>
          ) : null}
          <SearchResults id={listId} groups={answer?.groups ?? []} active={active} onHover={setActive} onPick={() => onClose(false)} />
          {answer !== null && count === 0 ? <NoResults query={answer.query} suggestion={answer.suggestion} onTry={setQuery} /> : null}
          {state.status === 'loading' ? <p className={styles['hint']}>Loading the search index…</p> : null}
          {state.status === 'idle' ? <p className={styles['hint']}>Type an option (output.publicPath), a hook (afterEmit), a flag (--mode) or a topic.</p> : null}
        </div>
        <div className={styles['footer']}>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to move
          </span>
          <span>
            <kbd>Enter</kbd> to open
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
          {answer?.source === 'hosted' ? <span className={styles['source']}>Results from the hosted search</span> : null}
        </div>
      </div>
    </dialog>
  );
}
