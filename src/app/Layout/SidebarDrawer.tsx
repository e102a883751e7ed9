/**
 * The frame around the sidebar: a sticky column on wide screens, a drawer on phones. The drawer
 * opens from the header's menu button or a swipe from the left edge, and closes on a swipe left,
 * a click outside, its close button, a link click and Escape. Focus moves into the open drawer,
 * stays there, and goes back to where it was (the opener) when the drawer closes.
 */
import { useCallback, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { DrawerSections } from './DrawerSections.tsx';
import { trapTab } from './focus.ts';
import styles from './SidebarDrawer.module.css';
import { useLayerEntry } from '../router/useLayerEntry.ts';
import { DRAWER_ID } from './useDrawer.ts';
import { DRAWER_MEDIA, useDrawerSwipe } from './useDrawerSwipe.ts';

/** The no-script close link's target: an empty mark fixed to the screen. */
const CLOSED_MARK_ID = 'sidebar-drawer-closed';

/** Props of the drawer. */
export interface SidebarDrawerProps {
  /** Whether the drawer is open (phones only). */
  open: boolean;
  /** Opens it. */
  onOpen: () => void;
  /** Closes it. */
  onClose: () => void;
  /** The sidebar. */
  children: ReactNode;
}

function CloseIcon(): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M4 4l12 12M16 4 4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** The sidebar column / drawer. */
export function SidebarDrawer({ open, onOpen, onClose: hide, children }: SidebarDrawerProps): ReactNode {
  const panel = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  // The open drawer's history entry: Back closes it. Closed another way it gives the entry back;
  // a link followed from it (`followed`), or a move while it is open, takes the entry's place.
  const leave = useLayerEntry(open, hide);
  const onClose = useCallback(
    (followed?: boolean) => {
      leave(followed);
      hide();
    },
    [leave, hide],
  );
  useDrawerSwipe(panel, open, onOpen, onClose);

  // On opening: remember what had focus (the opener), then move focus into the drawer.
  useEffect(() => {
    const el = panel.current;
    if (!open || el === null) return;
    wasOpen.current = true;
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body && !el.contains(active) ? active : null;
    el.querySelector<HTMLElement>('[data-drawer-close]')?.focus();
  }, [open]);

  // On closing (by any means): focus left inside the hidden drawer, or dropped on the body by a
  // click on the backdrop, goes back to the opener. A new page then moves it to its heading.
  useEffect(() => {
    const el = panel.current;
    if (open || el === null || !wasOpen.current) return;
    wasOpen.current = false;
    const active = document.activeElement;
    const lost = active === null || active === document.body || el.contains(active);
    const target = returnTo.current?.isConnected === true ? returnTo.current : document.querySelector<HTMLElement>(`[aria-controls="${DRAWER_ID}"]`);
    returnTo.current = null;
    // Without scrolling, as for the search dialog (SearchBox.tsx): the opener is in the sticky header.
    if (lost && window.matchMedia(DRAWER_MEDIA).matches) target?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    const el = panel.current;
    if (!open || el === null) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else trapTab(event, el);
    };
    const media = window.matchMedia(DRAWER_MEDIA);
    const onMedia = (): void => {
      if (!media.matches) onClose();
    };
    document.addEventListener('keydown', onKey);
    media.addEventListener('change', onMedia);
    return () => {
      document.removeEventListener('keydown', onKey);
      media.removeEventListener('change', onMedia);
    };
  }, [open, onClose]);

  const onPanelClick = (event: MouseEvent<HTMLDivElement>): void => {
    const link = open && event.target instanceof Element ? event.target.closest('a') : null;
    if (link === null) return;
    // Followed in this tab, the link's move takes the drawer's history entry; else the drawer gives it back.
    // (The router's `isModified` says the same; shared with this chunk it cost the first load 54 B.)
    const inTab = (link.target === '' || link.target === '_self') && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
    // A link that loads another document (the printable page, another site) loads it in that entry's place.
    if (inTab && (link.dataset['reload'] !== undefined || link.origin !== window.location.origin) && /^https?:$/.test(link.protocol)) {
      event.preventDefault();
      window.location.replace(link.href);
    }
    onClose(inTab);
  };

  return (
    <>
      {open && <div className={styles['backdrop']} aria-hidden="true" data-testid="drawer-backdrop" onClick={() => onClose()} />}
      <div
        ref={panel}
        id={DRAWER_ID}
        className={`${styles['drawer']} ${open ? styles['open'] : ''}`}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Site navigation' } : {})}
        onClick={onPanelClick}
      >
        <div className={styles['drawerBar']}>
          <button type="button" className={`${styles['close']} js-only`} data-drawer-close="" aria-label="Close navigation" onClick={() => onClose()}>
            <CloseIcon />
          </button>
          {/*
            Without script the drawer shows while it is the URL's target: leaving it closes it. The
            link's target is fixed to the screen, so following it leaves the page where the reader was
            (a link to #main took them back to the top).
          */}
          <a href={`#${CLOSED_MARK_ID}`} className={`${styles['close']} nojs-only`} aria-label="Close navigation">
            <CloseIcon />
          </a>
          <span id={CLOSED_MARK_ID} className={styles['closedMark']} />
        </div>
        <DrawerSections />
        {children}
      </div>
    </>
  );
}
