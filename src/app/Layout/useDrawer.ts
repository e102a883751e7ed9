/** Open state of the mobile sidebar drawer; it closes whenever the page changes. */
import { useCallback, useEffect, useState } from 'react';

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
  /** Closes it. */
  hide: () => void;
}

/** Drawer state for the page at `pathname`. */
export function useDrawer(pathname: string): DrawerState {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  useEffect(() => setOpen(false), [pathname]);
  return { open, show, hide };
}
