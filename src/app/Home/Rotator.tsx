/**
 * The hero's rotating word. All words sit in one grid cell, so the cell is as wide as the
 * widest word and nothing moves when the word changes (no layout shift); only opacity and
 * transform animate. Screen readers get the stable heading text instead (see Hero).
 */
import type { ReactNode } from 'react';
import styles from './Hero.module.css';

/** Shows `words[step % words.length]`. */
export function Rotator({ words, step }: { words: readonly string[]; step: number }): ReactNode {
  const current = step % words.length;
  const leaving = step === 0 ? -1 : (step - 1) % words.length;
  return (
    <span className={styles['rotator']} aria-hidden="true">
      {words.map((word, i) => (
        <span
          key={word}
          className={`${styles['word']} ${i === current ? styles['current'] : i === leaving ? styles['leaving'] : ''}`}
          {...(i === current ? { 'data-current': '' } : {})}
        >
          {word}
        </span>
      ))}
    </span>
  );
}
