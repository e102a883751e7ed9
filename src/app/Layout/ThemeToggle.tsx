/**
 * Light/dark switch. The stored choice is applied before first paint by the inline head script.
 * Its name says what it does; it has no `title`, which some screen readers read out after a name
 * that says the same.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { applyTheme, readTheme, storeTheme, type Theme } from './theme.ts';
import styles from './Layout.module.css';

/** The toggle button. */
export function ThemeToggle(): ReactNode {
  const [theme, setTheme] = useState<Theme>('light');
  useEffect(() => setTheme(readTheme(document.documentElement)), []);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={`${styles['iconButton']} js-only`}
      aria-label={`Switch to ${next} theme`}
      onClick={() => {
        applyTheme(document.documentElement, next);
        storeTheme(next);
        setTheme(next);
      }}
    >
      {/* Both icons, the theme on <html> picks one: right from the first paint, before this hydrates. */}
      <span aria-hidden="true" className={styles['toLight']}>
        ☀
      </span>
      <span aria-hidden="true" className={styles['toDark']}>
        ☾
      </span>
    </button>
  );
}
