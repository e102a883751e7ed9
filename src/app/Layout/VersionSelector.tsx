/**
 * The version selector: 5 (current, this site) and 4. Choosing 4 shows a spinner while the
 * browser goes to the same path and hash on the v4 host.
 */
import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { CURRENT_VERSION } from '../../shared/constants.ts';
import { SUPPORTED_VERSIONS } from '../../shared/view-constants.ts';
import styles from './VersionSelector.module.css';
import { versionUrl } from './versions.ts';

/** The selector for the page at `pathname`. */
export function VersionSelector({ pathname }: { pathname: string }): ReactNode {
  const labelId = useId();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    // Coming back from the other version through the back/forward cache: stop the spinner.
    const onShow = (event: PageTransitionEvent): void => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const choose = (event: MouseEvent<HTMLAnchorElement>, version: string): void => {
    if (version === CURRENT_VERSION || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPending(version);
    // The hash is read now: the rendered href carries only the path so it matches the prerendered HTML.
    window.location.assign(versionUrl(version, `${window.location.pathname}${window.location.hash}`));
  };

  return (
    <div className={styles['versions']} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles['label']}>
        webpack version
      </span>
      <ul className={styles['list']}>
        {SUPPORTED_VERSIONS.map((version) => {
          const current = version === CURRENT_VERSION;
          return (
            <li key={version}>
              <a
                href={versionUrl(version, pathname)}
                className={styles['version']}
                onClick={(event) => choose(event, version)}
                {...(current ? { 'aria-current': 'true' as const } : { rel: 'noopener noreferrer' })}
              >
                {version}
                {current && <span className="visually-hidden"> (current)</span>}
              </a>
            </li>
          );
        })}
      </ul>
      <span className={styles['status']} role="status">
        {pending !== null && (
          <>
            <span className={styles['spinner']} aria-hidden="true" data-testid="version-spinner" />
            Opening the version {pending} documentation…
          </>
        )}
      </span>
    </div>
  );
}
