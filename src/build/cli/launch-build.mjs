/**
 * `npm run build`'s entry, plain JavaScript so that the build starts without tsx (issue #22).
 * tsx's command starts a second Node process and registers its module hooks before `build.ts`
 * runs its first line: about 0.5 s of every cold build on the 2-core reference machine, the
 * other core idle meanwhile (process wall time minus the build's own, 3 alternated cold builds
 * each: 1.45-1.71 s with tsx, 1.09-1.29 s from here). This file bundles `build.ts` and the one
 * module it imports (`workers.ts`) with esbuild, as `workers.ts` bundles the build's threads,
 * into `.cache/workers/build-launch.<hash>.mjs` (named by its content, so builds side by side
 * never load each other's half-written file; `build.ts` removes those no build wrote for a day),
 * and runs it. `tsx src/build/cli/build.ts` still works and builds the same site.
 */
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { moduleMetaPlugin, writeAtomically } from '../bundle-files.mjs';

const entry = fileURLToPath(new URL('./build.ts', import.meta.url));
const result = await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', write: false, logLevel: 'silent', plugins: [moduleMetaPlugin] });
const code = result.outputFiles[0]?.contents;
if (code === undefined) throw new Error('esbuild produced nothing for src/build/cli/build.ts');
const dir = path.resolve(import.meta.dirname, '../../../.cache/workers');
const out = path.join(dir, `build-launch.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.mjs`);
await mkdir(dir, { recursive: true });
await writeAtomically(out, code);
/** @type {{ runBuild: (launch?: string) => Promise<void> }} */
const launched = await import(pathToFileURL(out).href);
await launched.runBuild(out);
