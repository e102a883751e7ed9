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

// Each chunk is named TOOL_CHUNK_PREFIX + the tool's name (src/shared/tools.ts): the build keeps
// the files only tools load out of the service worker's precache.
// The prerender never mounts a tool: `__SSR__` keeps the tools' code out of its bundle (webpack
// drops the branch), and so out of the build step that runs before the content pipeline's data.
export const TOOL_LOADERS: Record<ToolName, () => Promise<ToolModule>> = {
  checker: () => (__SSR__ ? Promise.reject(new Error('tools run in the browser')) : import(/* webpackChunkName: "tool-checker" */ './checker/mount.tsx')),
  defaults: () => (__SSR__ ? Promise.reject(new Error('tools run in the browser')) : import(/* webpackChunkName: "tool-defaults" */ './defaults/mount.tsx')),
};
