import type { Plugin } from 'esbuild';

/** See module-meta.mjs. */
export declare const moduleMetaPlugin: Plugin;
