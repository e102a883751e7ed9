/**
 * Where a tool's code is (src/app/tools/load.ts): each tool is an entry of the client build of its
 * own (`tool-<name>`, webpack.config.ts), which depends on `main` and is loaded only on its page,
 * so no other page's runtime lists its files. The prerender writes the files of the tools a page
 * holds into that page as a JSON data block (`TOOL_ASSETS_ID`); the tool's script registers the
 * tool under `TOOL_GLOBAL` when it runs.
 */
import type { ToolName } from './tools.ts';

/** Id of the `<script type="application/json">` element listing the page's tools' files. */
export const TOOL_ASSETS_ID = 'tool-assets';

/** The global the tools' scripts register themselves in (`window[TOOL_GLOBAL]`). */
export const TOOL_GLOBAL = 'webpackDocsTools';

/** A tool's files: its scripts in order and its stylesheets (site paths). */
export interface ToolFiles {
  js: string[];
  css: string[];
}

/** The files of each tool a page holds. */
export type ToolAssets = Partial<Record<ToolName, ToolFiles>>;

/** The data block for a page holding these tools; empty when it holds none. */
export function toolAssetsElement(assets: ToolAssets): string {
  if (Object.keys(assets).length === 0) return '';
  const json = JSON.stringify(assets).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${TOOL_ASSETS_ID}">${json}</script>`;
}

/** The tools whose mount points (`data-tool="<name>"`, src/build/tools/tool-markers.ts) a page body holds. */
export function toolsIn(html: string, names: readonly ToolName[]): ToolName[] {
  return names.filter((name) => html.includes(`data-tool="${name}"`));
}
