/**
 * Interactive tools: pages whose body holds a program the browser loads on that page only. A
 * paragraph `{{tool:<name>}}` in the page's markdown becomes the tool's mount point, which
 * shows `noScript` until the tool's code has loaded (src/build/tools/tool-markers.ts); the page
 * body then loads the tool's entry script (src/app/tools/load.ts, src/shared/tool-assets.ts). A
 * second tool adds an entry here and a folder `src/app/tools/<name>/` with `entry.ts` and `mount.tsx`.
 */

/** What a tool page needs to say before its code runs. */
export interface ToolInfo {
  /** Text of the mount point while the tool has not loaded (and without JavaScript). */
  noScript: string;
}

/** The tools, by the name their marker uses. */
export const TOOLS = {
  checker: { noScript: 'The configuration checker runs in your browser and needs JavaScript. Nothing you paste is sent anywhere.' },
  defaults: { noScript: 'Choosing another mode or target needs JavaScript. Without it the explorer shows the defaults of production mode for the web target.' },
} as const satisfies Record<string, ToolInfo>;

/** A tool's name. */
export type ToolName = keyof typeof TOOLS;

/** Start of every tool entry's name (webpack.config.ts): the build keeps its files out of the precache. */
export const TOOL_CHUNK_PREFIX = 'tool-';

/** The URL of the configuration checker page. */
export const CHECKER_URL = '/configuration/check/';

/** The hash key carrying a configuration for the checker: `#config=<deflate-raw, base64url>`. */
export const CHECKER_HASH_KEY = 'config';

/** Whether a name is a tool's. */
export function isToolName(name: string): name is ToolName {
  return Object.prototype.hasOwnProperty.call(TOOLS, name);
}

/** base64url without padding, of bytes. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Bytes of a base64url text (padding optional); undefined when it is not base64url. */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** What a tool's mount point says when its code did not arrive (it said the tool needs JavaScript, which the reader has: reader review, session 30). */
export const TOOL_NOT_LOADED = 'This tool could not load. It loads by itself once the connection is back, or try again now.';
