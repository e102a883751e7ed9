/**
 * Code that did not arrive (offline, a dropped request) asked for again: each time the browser
 * comes back online, or `target` gets a tap, a key or the focus (the reader turns to what the code
 * is for), until it arrives. Reader review, session 30: a view or the copy buttons whose chunk
 * failed stayed dead for the rest of the page, though the connection came back.
 */
export function loadAgain<T>(load: () => Promise<T>, target?: EventTarget | null): Promise<T> {
  return new Promise((resolve) => {
    const listen = (on: boolean): void => {
      for (const type of ['online', 'pointerdown', 'keydown', 'focusin']) {
        const at = type === 'online' ? window : target;
        if (on) at?.addEventListener(type, retry, true);
        else at?.removeEventListener(type, retry, true);
      }
    };
    const retry = (): void => {
      listen(false);
      load().then(resolve, () => listen(true));
    };
    listen(true);
  });
}
