/**
 * Resolves after the browser's next paint: in a task that follows the next animation frame.
 * A hidden tab paints nothing (and runs no animation frames): there it resolves at once.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = (): void => void setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') next();
    else requestAnimationFrame(next);
  });
}
