import type { Plugin } from 'esbuild';

/** See bundle-files.mjs. */
export declare const moduleMetaPlugin: Plugin;

/** See bundle-files.mjs. */
export declare function writeAtomically(out: string, contents: Uint8Array): Promise<void>;
