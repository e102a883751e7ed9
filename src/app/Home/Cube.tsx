/**
 * The hero's cube, drawn with CSS 3D transforms: a translucent outer cube around a solid inner
 * one, in the brand blues. Every CUBE_REPEAT_DELAY_MS it turns a quarter (and every other time
 * a quarter about the other axis too); a cube looks the same after any quarter turn, so the
 * prerendered frame is always a true frame. The turn is written to CSS custom properties on the
 * element after hydration (no style attribute in the HTML, which the CSP forbids).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { CUBE_REPEAT_DELAY_MS } from '../../shared/constants.ts';
import styles from './Cube.module.css';
import { useSteps } from './useRotation.ts';

const FACES = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;

function Faces(): ReactNode {
  return FACES.map((face) => <span key={face} className={`${styles['face']} ${styles[face] ?? ''}`} />);
}

/** The cube; it turns while `running`. */
export function Cube({ running }: { running: boolean }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const steps = useSteps(running, CUBE_REPEAT_DELAY_MS, CUBE_REPEAT_DELAY_MS);
  useEffect(() => {
    const cube = ref.current;
    if (cube === null || steps === 0) return;
    cube.style.setProperty('--cube-turn-y', `${steps * 90}deg`);
    cube.style.setProperty('--cube-turn-x', `${Math.floor(steps / 2) * 90}deg`);
  }, [steps]);
  return (
    <div className={styles['scene']} aria-hidden="true">
      <div ref={ref} className={styles['cube']} data-cube-steps={steps}>
        <Faces />
        <div className={styles['inner']}>
          <Faces />
        </div>
      </div>
    </div>
  );
}
