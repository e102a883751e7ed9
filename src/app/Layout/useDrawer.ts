/** Open state of the mobile sidebar drawer; it closes whenever the page changes. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { openLayer } from '../router/location.ts';

/** Id of the drawer, for the opener's aria-controls. */
export const DRAWER_ID = 'sidebar-drawer';

/**
 * Id of the current page's entry in the drawer (or of the page list, when the page is not in it):
 * the no-script menu link's target, so the drawer opens scrolled to it.
 */
export const CURRENT_ENTRY_ID = 'sidebar-current';

/** The drawer's state and its two transitions. */
export interface DrawerState {
  /** Whether the drawer is open. */
  open: boolean;
  /** Opens it. */
  show: () => void;
  /** Closes it; `followed` when a link in it was followed, whose move takes the drawer's history entry. */
  hide: (followed?: boolean) => void;
}

/** Drawer state for the page at `pathname`. */
export function useDrawer(pathname: string): DrawerState {
  const [open, setOpen] = useState(false);
  // The drawer's history entry (location.ts `openLayer`): Back closes it.
  const release = useRef<(() => void) | null>(null);
  const show = useCallback(() => {
    setOpen(true);
    release.current ??= openLayer(() => {
      release.current = null;
      setOpen(false);
    });
  }, []);
  const hide = useCallback((followed?: boolean) => {
    setOpen(false);
    if (followed !== true) release.current?.();
    release.current = null;
  }, []);
  useEffect(() => {
    setOpen(false);
    release.current = null;
  }, [pathname]);
  return { open, show, hide };
}
