/**
 * Mounts the tools of a page body (`[data-tool]` elements, src/shared/tools.ts) once the body
 * is on screen, and removes them when the body changes or goes. Each tool is an entry script of
 * its own (src/app/tools/load.ts), which the service worker is asked to keep once loaded.
 */
import { useEffect, type RefObject } from 'react';
import { isToolName, TOOL_NOT_LOADED } from '../../shared/tools.ts';
import { loadTool } from './load.ts';

/**
 * Puts the failure in place of the mount point's text, with a button that tries again; the
 * browser coming back online tries again too.
 */
function sayNotLoaded(element: HTMLElement, tryLoad: () => void): void {
  const note = element.querySelector('.tool-noscript');
  if (note === null) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Try again';
  const again = (): void => {
    window.removeEventListener('online', again);
    note.textContent = 'Loading\u2026';
    tryLoad();
  };
  button.addEventListener('click', again);
  window.addEventListener('online', again);
  note.setAttribute('role', 'status');
  note.replaceChildren(`${TOOL_NOT_LOADED} `, button);
}

export function useTools(body: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const root = body.current;
    if (root === null) return undefined;
    const unmounts: Array<() => void> = [];
    let gone = false;
    for (const element of root.querySelectorAll<HTMLElement>('[data-tool]')) {
      const name = element.dataset['tool'] ?? '';
      if (!isToolName(name)) continue;
      const tryLoad = (): void => {
        loadTool(name).then(
          (tool) => {
            if (!gone) unmounts.push(tool.mount(element));
          },
          (error: unknown) => {
            console.warn(`The ${name} tool could not load:`, error);
            if (!gone) sayNotLoaded(element, tryLoad);
          },
        );
      };
      tryLoad();
    }
    return () => {
      gone = true;
      for (const unmount of unmounts) unmount();
    };
  }, [body, html]);
}
