/**
 * The defaults explorer (page /configuration/defaults/): pick a mode and a target, see the whole
 * configuration webpack resolves for them, with what differs from production/web marked. The
 * choice lives in the URL hash (src/shared/defaults-explorer.ts), so a link reproduces it.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import anchors from '@generated/option-anchors.json';
import { BASE_CHOICE, choiceFile, choiceFromHash, choiceHash, DEFAULTS_MODES, DEFAULTS_TARGETS, describeChoice, type DefaultsChoice, type DefaultsObject } from '../../../shared/defaults-explorer.ts';
import { branchContent, renderDefaultsTree, type TreeOptions } from '../../../shared/defaults-tree.ts';
import { loadDefaults } from './load.ts';
import styles from './DefaultsTool.module.css';
import './defaults-tree.css';

interface Loaded {
  /** The combination shown. */
  choice: DefaultsChoice;
  /** Its resolved configuration. */
  data: DefaultsObject;
  /** production/web's. */
  base: DefaultsObject;
}

/** The objects open in the tree that the next tree should keep open (those open for holding a difference reopen by themselves). */
function openPaths(output: HTMLElement | null): Set<string> {
  const open = new Set<string>();
  for (const details of output?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? []) {
    if (details.parentElement?.hasAttribute('data-differs') !== true) open.add(details.dataset['path'] ?? '');
  }
  return open;
}

export function DefaultsTool({ prerendered }: { prerendered: string }): ReactNode {
  const [choice, setChoice] = useState<DefaultsChoice>(() => choiceFromHash(window.location.hash) ?? { ...BASE_CHOICE });
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [failed, setFailed] = useState<DefaultsChoice | undefined>(undefined);
  // Counts the reader's retries after a failed load: a new count loads the same choice again.
  const [attempt, setAttempt] = useState(0);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  // Which objects the tree opens: those holding a difference (and those the reader had open), all, or none.
  const [opening, setOpening] = useState<'auto' | 'all' | 'none'>('auto');
  const output = useRef<HTMLDivElement>(null);
  const keepOpen = useRef<Set<string>>(new Set());

  useEffect(() => {
    let current = true;
    setFailed(undefined);
    Promise.all([loadDefaults(choice), loadDefaults(BASE_CHOICE)]).then(
      ([data, base]) => current && setLoaded({ choice, data, base }),
      () => current && setFailed(choice),
    );
    return () => {
      current = false;
    };
  }, [choice, attempt]);

  useEffect(() => {
    const onHash = (): void => {
      const next = choiceFromHash(window.location.hash);
      if (next !== undefined) setChoice((was) => (choiceFile(was) === choiceFile(next) ? was : next));
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const pick = useCallback((next: DefaultsChoice) => {
    keepOpen.current = openPaths(output.current);
    setOpening('auto');
    setChoice(next);
    const url = `${window.location.pathname}${window.location.search}${choiceHash(next)}`;
    window.history.replaceState(window.history.state, '', url);
  }, []);

  const options = useMemo(
    (): TreeOptions | undefined =>
      loaded === undefined
        ? undefined
        : { base: loaded.base, anchors, open: keepOpen.current, label: `Resolved configuration: ${describeChoice(loaded.choice)}`, lazy: true, openAll: opening === 'all', closeAll: opening === 'none' },
    [loaded, opening],
  );
  const tree = useMemo(() => (loaded === undefined || options === undefined ? undefined : renderDefaultsTree(loaded.data, options)), [loaded, options]);

  // A closed object's content is made when it first opens: the whole tree is some 2,000 elements.
  useEffect(() => {
    const element = output.current;
    if (element === null || loaded === undefined || options === undefined) return undefined;
    const onToggle = (event: Event): void => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open || !details.hasAttribute('data-lazy')) return;
      details.removeAttribute('data-lazy');
      details.insertAdjacentHTML('beforeend', branchContent(loaded.data, details.dataset['path'] ?? '', options));
    };
    // `toggle` does not bubble.
    element.addEventListener('toggle', onToggle, true);
    return () => element.removeEventListener('toggle', onToggle, true);
  }, [loaded, options]);

  const setAllOpen = (open: boolean): void => {
    setOpening(open ? 'all' : 'none');
    // Also what the reader opened or closed since: the tree may not render again.
    for (const details of output.current?.querySelectorAll('details') ?? []) details.open = open;
  };

  const shown = loaded?.choice;
  const ready = shown !== undefined && choiceFile(shown) === choiceFile(choice);
  const isBase = choiceFile(choice) === choiceFile(BASE_CHOICE);
  const failedNow = failed !== undefined && choiceFile(failed) === choiceFile(choice);
  let status = `Loading the defaults of ${describeChoice(choice)}…`;
  // The radio of a failed choice stays checked, so picking it again is no change: a button retries.
  if (failedNow) status = `Could not load the defaults of ${describeChoice(choice)}. Are you offline? Try again once you are back online.`;
  else if (ready && tree !== undefined) {
    status = isBase
      ? `Showing ${describeChoice(choice)}: ${tree.values} values. Every other combination is compared with this one.`
      : `Showing ${describeChoice(choice)}: ${tree.differences} of ${tree.values} values differ from production mode, target web.`;
  }

  return (
    <section className={styles['tool']} aria-label="Defaults explorer" data-defaults={ready ? 'ready' : failed !== undefined ? 'error' : 'loading'} data-choice={ready ? choiceFile(choice) : ''}>
      <div className={styles['controls']}>
        <fieldset className={styles['group']}>
          <legend>Mode</legend>
          {DEFAULTS_MODES.map((mode) => (
            <label key={mode} className={styles['option']}>
              <input type="radio" name="defaults-mode" value={mode} checked={choice.mode === mode} onChange={() => pick({ ...choice, mode })} /> <code>{mode}</code>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles['group']}>
          <legend>Target</legend>
          {DEFAULTS_TARGETS.map((target) => (
            <label key={target.id} className={styles['option']}>
              <input type="radio" name="defaults-target" value={target.id} checked={choice.target === target.id} onChange={() => pick({ ...choice, target: target.id })} />{' '}
              <code>{target.label}</code>
            </label>
          ))}
        </fieldset>
      </div>
      <div className={styles['actions']}>
        <label className={styles['option']}>
          <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} /> Show only values that differ from production/web
        </label>
        {/* The two buttons wrap as one, never one under the other. */}
        <span className={styles['buttons']}>
          <button type="button" className="button-secondary" onClick={() => setAllOpen(true)}>
            Expand all
          </button>
          <button type="button" className="button-secondary" onClick={() => setAllOpen(false)}>
            Collapse all
          </button>
        </span>
      </div>
      <div className={styles['statusRow']}>
        <p role="status" className={styles['status']}>
          {status}
        </p>
        {failedNow && (
          <button type="button" className="button-secondary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        )}
      </div>
      <div
        ref={output}
        className={`defaults-output${onlyDifferences ? ' defaults-only-differences' : ''}`}
        // The tree is HTML made from the build's own data, every text escaped (src/shared/defaults-tree.ts).
        dangerouslySetInnerHTML={{ __html: tree?.html ?? prerendered }}
      />
    </section>
  );
}
