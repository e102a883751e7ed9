/** Runs work once the window has loaded and the browser is idle: after everything the page needs first. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = (): void => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 1);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
