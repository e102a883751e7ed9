/**
 * The tools' code, each a chunk of its own loaded only on its page (src/shared/tools.ts). A
 * tool's module exports `mount(element)`, which renders the tool into its mount point and
 * returns the function that removes it.
 */
import type { ToolName } from '../../shared/tools.ts';

/** What a tool's chunk exports. */
export interface ToolModule {
  /** Renders the tool into `element`; the returned function removes it. */
  mount: (element: HTMLElement) => () => void;
}

export const TOOL_LOADERS: Record<ToolName, () => Promise<ToolModule>> = {
  checker: () => import(/* webpackChunkName: "tool-checker" */ './checker/mount.tsx'),
};
