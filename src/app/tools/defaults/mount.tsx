/** The defaults explorer: mounts the tool into its mount point (registered by entry.ts, src/app/tools/define.ts). */
import { createRoot } from 'react-dom/client';
import { DefaultsTool } from './DefaultsTool.tsx';

export function mount(element: HTMLElement): () => void {
  // The production/web tree the build prerendered stays on screen until the data has loaded.
  const prerendered = element.querySelector('.defaults-output')?.innerHTML ?? '';
  const root = createRoot(element);
  root.render(<DefaultsTool prerendered={prerendered} />);
  return () => root.unmount();
}
