/**
 * The header's search box: a button that looks like a field and opens the search dialog, also
 * on `/` and Ctrl/Cmd+K (outside text fields and editors, see shortcut.ts). Only this button is in the first-load bundle: the
 * dialog, the engine and the index load on the first focus of the button or the first shortcut.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { VIEW_TEXT } from '../../shared/view-constants.ts';
import { useLayerEntry } from '../router/useLayerEntry.ts';
import { SEARCH_KEYS_EVENT } from '../../shared/search-keys.ts';
import { holdSearchKeys, searchKeys, takeSearchKeys } from './earlyKeys.ts';
import styles from './SearchBox.module.css';
import type * as DialogExports from './SearchDialog.tsx';
import { isSearchShortcut } from './shortcut.ts';

type DialogModule = typeof DialogExports;

let dialogModule: Promise<DialogModule> | undefined;

/** The dialog chunk, requested once (again after a failure). */
function loadDialog(): Promise<DialogModule> {
  // The prerender bundle never opens the dialog: the constant keeps the chunk out of it. (The
  // import sits inside the condition: esbuild, which makes that bundle, still bundles an import
  // that only follows a `return`.)
  if (!__SSR__) {
    if (dialogModule === undefined) {
      const loading = import(/* webpackChunkName: "search" */ './SearchDialog.tsx');
      dialogModule = loading;
      loading.then((m) => m.prepareSearch()).catch(() => {
        if (dialogModule === loading) dialogModule = undefined;
      });
    }
    return dialogModule;
  }
  return Promise.reject(new Error('search is not available during prerender'));
}

/** The search box. */
export function SearchBox(): ReactNode {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<{ onClose: (returnFocus?: boolean) => void }> | null>(null);

  const prepare = useCallback(() => {
    loadDialog().then(
      (m) => {
        setFailed(false);
        setDialog(() => m.SearchDialog);
      },
      () => {
        // Keys are no longer kept for a dialog that cannot come: they go to the page again.
        takeSearchKeys();
        setFailed(true);
      },
    );
  }, []);

  // What had focus when the dialog opened (the button, or where `/` was pressed), and whether
  // it gets focus back on closing: Escape, the close button and a click outside give it back; a
  // chosen result does not (the new page moves focus to its heading).
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);

  const show = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    // Keys typed before the dialog's input has focus are kept for it (a click on the button too).
    holdSearchKeys();
    setOpen(true);
    prepare();
  }, [prepare]);

  // The dialog's history entry: Back closes it, as Escape does. A chosen result's move takes the
  // entry; any other close gives it back.
  const leave = useLayerEntry(open, () => {
    returnFocus.current = true;
    setOpen(false);
  });
  const close = useCallback(
    (refocus = true) => {
      returnFocus.current = refocus;
      setOpen(false);
      leave(!refocus);
    },
    [leave],
  );

  // Focus moves only once the modal dialog has left the page: while it is open the rest of the
  // page is inert and cannot take focus, and removing it would drop focus on the body.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    const target = opener.current?.isConnected === true ? opener.current : trigger.current;
    opener.current = null;
    // Without scrolling: the opener was in view when the dialog opened (the trigger sits in the
    // sticky header), and focusing a control of the sticky header made Chromium scroll a long page
    // up by about 450 px (the reader lost their place on every close).
    target?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    // The boot script's listener sees the shortcut first (from before this box hydrated) and
    // keeps the keys typed after it (src/shared/search-keys.ts): it says so with an event, and a
    // shortcut pressed before this box was there is still open now.
    const onEarly = (): void => {
      if (searchKeys()?.open === true) show();
      else close();
    };
    if (searchKeys()?.open === true) show();
    document.addEventListener(SEARCH_KEYS_EVENT, onEarly);
    // Without that listener (a page without the boot script), the shortcut is handled here.
    const onKey = (event: KeyboardEvent): void => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener(SEARCH_KEYS_EVENT, onEarly);
      document.removeEventListener('keydown', onKey);
    };
  }, [show, close]);

  return (
    <>
      <button ref={trigger} type="button" className={`${styles['trigger']} js-only`} aria-haspopup="dialog" aria-keyshortcuts="/ Control+K Meta+K" onFocus={prepare} onClick={show}>
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles['label']}>{VIEW_TEXT.searchPlaceholder}</span>
        <kbd className={styles['kbd']} aria-hidden="true">
          /
        </kbd>
      </button>
      {open && failed ? (
        <span role="alert" className={styles['error']}>
          Search could not load.
        </span>
      ) : null}
      {open && Dialog !== null ? <Dialog onClose={close} /> : null}
    </>
  );
}
