/** The checker: mounts the tool into its mount point (registered by entry.ts, src/app/tools/define.ts). */
import { createRoot } from 'react-dom/client';
import { CheckerTool } from './CheckerTool.tsx';

export function mount(element: HTMLElement): () => void {
  const root = createRoot(element);
  root.render(<CheckerTool />);
  return () => root.unmount();
}
