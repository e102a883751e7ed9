/**
 * Where the tools' entry scripts register themselves (`window[TOOL_GLOBAL]`, src/shared/tool-assets.ts)
 * and the page body finds them (src/app/tools/load.ts). A global, not a module the two share: a
 * module of the main bundle would add its bytes to every page.
 */
import { TOOL_GLOBAL } from '../../shared/tool-assets.ts';
import type { ToolName } from '../../shared/tools.ts';

/** What a tool's script registers. */
export interface ToolModule {
  /** Renders the tool into `element`; the returned function removes it. */
  mount: (element: HTMLElement) => () => void;
}

interface ToolSlots {
  loaded: Partial<Record<ToolName, ToolModule>>;
  waiting: Partial<Record<ToolName, Array<(tool: ToolModule) => void>>>;
}

function slots(): ToolSlots {
  const global = window as unknown as Record<string, ToolSlots | undefined>;
  return (global[TOOL_GLOBAL] ??= { loaded: {}, waiting: {} });
}

/** Called by a tool's entry script: registers the tool. */
export function defineTool(name: ToolName, tool: ToolModule): void {
  const s = slots();
  s.loaded[name] = tool;
  for (const resolve of s.waiting[name] ?? []) resolve(tool);
  delete s.waiting[name];
}

/** The tool, if its script has run. */
export function definedTool(name: ToolName): ToolModule | undefined {
  return slots().loaded[name];
}

/** Resolves with the tool once its script has registered it. */
export function whenDefined(name: ToolName): Promise<ToolModule> {
  const tool = definedTool(name);
  if (tool !== undefined) return Promise.resolve(tool);
  const s = slots();
  return new Promise((resolve) => (s.waiting[name] ??= []).push(resolve));
}
