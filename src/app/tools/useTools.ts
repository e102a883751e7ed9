/**
 * Mounts the tools of a page body (`[data-tool]` elements, src/shared/tools.ts) once the body
 * is on screen, and removes them when the body changes or goes. Each tool is an entry script of
 * its own (src/app/tools/load.ts), which the service worker is asked to keep once loaded.
 */
import { useEffect, type RefObject } from 'react';
import { isToolName } from '../../shared/tools.ts';
import { loadTool } from './load.ts';

export function useTools(body: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const root = body.current;
    if (root === null) return undefined;
    const unmounts: Array<() => void> = [];
    let gone = false;
    for (const element of root.querySelectorAll<HTMLElement>('[data-tool]')) {
      const name = element.dataset['tool'] ?? '';
      if (!isToolName(name)) continue;
      loadTool(name).then(
        (tool) => {
          if (!gone) unmounts.push(tool.mount(element));
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
