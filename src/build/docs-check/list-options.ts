/**
 * Prints the option paths of the installed webpack's schema, optionally for one configuration
 * page: `npx tsx src/build/docs-check/list-options.ts output`.
 */
import { createRequire } from 'node:module';
import { configPageFor } from './config-pages.ts';
import { listOptionPaths, type SchemaNode } from './option-paths.ts';

const require = createRequire(import.meta.url);
const schema = require('webpack/schemas/WebpackOptions.json') as SchemaNode;
const page = process.argv[2];
const paths = listOptionPaths(schema).filter((p) => page === undefined || configPageFor(p.path) === page);
for (const p of paths) console.log(`${configPageFor(p.path).padEnd(14)} ${p.path}`);
console.error(`${paths.length} option paths`);
