/**
 * The language dropdown: English (this site) and the translated sites, each keeping the current
 * path and hash. It opens on hover or click; closes on Escape (wherever focus is), when the
 * pointer leaves, on a press outside and when focus moves out; Up and Down cycle through the
 * languages. The list is rendered only while open, so its addresses (which carry the hash) never
 * differ from the prerendered HTML.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useLocation } from '../router/RouterContext.tsx';
import { dropdownKey, languageOptions } from './languages.ts';
import styles from './LanguageDropdown.module.css';

/** How the dropdown was opened: a hover closes again when the pointer leaves, a click keeps it. */
type OpenedBy = 'hover' | 'click' | 'key';

/** The dropdown. */
export function LanguageDropdown(): ReactNode {
  const { pathname, hash } = useLocation();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const openedBy = useRef<OpenedBy>('click');
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const options = languageOptions(`${pathname}${hash}`);

  const items = (): HTMLAnchorElement[] => [...(root.current?.querySelectorAll<HTMLAnchorElement>('a[data-language]') ?? [])];

  // Focus the item a key asked for once the list is on screen.
  useEffect(() => {
    if (!open || focusIndex === null) return;
    items()[focusIndex]?.focus();
    setFocusIndex(null);
  }, [open, focusIndex]);

  // Open after a tap or an assistive technology's click, focus may be anywhere (on the body,
  // say) and never pass through this element: Escape then closes it from wherever focus is, and
  // a press outside closes it too. Keys inside the dropdown are handled below (and prevented).
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: globalThis.KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: globalThis.PointerEvent): void => {
      if (!(event.target instanceof Node && root.current?.contains(event.target) === true)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const show = (by: OpenedBy): void => {
    openedBy.current = by;
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (!open && event.key === 'Escape') return;
    const index = items().indexOf(document.activeElement as HTMLAnchorElement);
    const action = dropdownKey(event.key, index === -1 ? null : index, options.length);
    if (action === null) return;
    event.preventDefault();
    if (action === 'close') {
      setOpen(false);
      button.current?.focus();
    } else if (open) {
      items()[action]?.focus();
    } else {
      show('key');
      setFocusIndex(action);
    }
  };

  const onPointerEnter = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.pointerType === 'mouse' && !open) show('hover');
  };
  const onPointerLeave = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.pointerType === 'mouse') setOpen(false);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!(event.relatedTarget instanceof Node && root.current?.contains(event.relatedTarget) === true)) setOpen(false);
  };
  const onClick = (): void => {
    if (open && openedBy.current === 'hover') openedBy.current = 'click';
    else if (open) setOpen(false);
    else show('click');
  };

  return (
    <div ref={root} className={`${styles['dropdown']} js-only`} onKeyDown={onKeyDown} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={styles['button']}
        aria-expanded={open}
        {...(open ? { 'aria-controls': listId } : {})}
        onClick={onClick}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="1.5">
            <circle cx="10" cy="10" r="7.5" />
            <path d="M2.5 10h15M10 2.5c2.2 2.3 3.2 4.8 3.2 7.5s-1 5.2-3.2 7.5M10 2.5C7.8 4.8 6.8 7.3 6.8 10s1 5.2 3.2 7.5" />
          </g>
        </svg>
        <span className="visually-hidden">Language: </span>
        <span className={styles['current']}>English</span>
      </button>
      {open && (
        <ul id={listId} className={styles['list']}>
          {options.map((option) => {
            const here = option.lang === 'en';
            return (
              <li key={option.lang}>
                <a
                  href={option.url}
                  lang={option.lang}
                  hrefLang={option.lang}
                  data-language={option.lang}
                  {...(here ? { 'aria-current': 'true' as const } : { rel: 'noopener noreferrer' })}
                >
                  {option.title}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
