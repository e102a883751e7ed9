/** The checker's chunk: mounts the tool into its mount point (src/app/tools/registry.ts). */
import { createRoot } from 'react-dom/client';
import { CheckerTool } from './CheckerTool.tsx';

export function mount(element: HTMLElement): () => void {
  const root = createRoot(element);
  root.render(<CheckerTool />);
  return () => root.unmount();
}
