/**
 * Mounts the tools of a page body (`[data-tool]` elements, src/shared/tools.ts) once the body
 * is on screen, and removes them when the body changes or goes. Once a tool has loaded, the
 * service worker is asked to keep its chunks for offline use.
 */
import { useEffect, type RefObject } from 'react';
import { isToolName } from '../../shared/tools.ts';
import { keepLoadedScripts } from '../sw/keep-files.ts';
import { TOOL_LOADERS } from './registry.ts';

export function useTools(body: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const root = body.current;
    if (root === null) return undefined;
    const unmounts: Array<() => void> = [];
    let gone = false;
    for (const element of root.querySelectorAll<HTMLElement>('[data-tool]')) {
      const name = element.dataset['tool'] ?? '';
      if (!isToolName(name)) continue;
      TOOL_LOADERS[name]().then(
        (tool) => {
          if (!gone) unmounts.push(tool.mount(element));
          // Its chunks are not precached: the worker keeps them once the page has used them.
          keepLoadedScripts();
        },
        // The mount point keeps its text, which says what the tool needs.
        (error: unknown) => console.warn(`The ${name} tool could not load:`, error),
      );
    }
    return () => {
      gone = true;
      for (const unmount of unmounts) unmount();
    };
  }, [body, html]);
}
