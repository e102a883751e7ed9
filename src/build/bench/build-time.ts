/** Cold and warm timings of the real build command, with the steps it prints. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildWorkPaths } from '../cli/build-site.ts';
import { setAside } from './set-aside.ts';
import type { BuildRun } from './types.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Reads the `✔ step (N ms)` lines `step()` prints. */
export function parseSteps(log: string): BuildRun['steps'] {
  return [...log.matchAll(/^✔ (.+) \((\d+) ms\)$/gm)].map((m) => ({ name: m[1] ?? '', ms: Number(m[2]) }));
}

/**
 * Everything a build into `outDir` leaves for its next run: output, generated data, prerender
 * bundle (a production build keeps no webpack cache, see webpack.config.ts), its store of
 * compressed copies (src/build/outputs/compress-cache.ts), and the API reference's model of
 * `types.d.ts`, which a fresh clone extracts (src/build/api-reference).
 */
export function buildCaches(outDir: string): string[] {
  const work = buildWorkPaths(outDir);
  return [outDir, work.generatedDir, work.ssrDir, work.compressDir, path.join(root, '.cache/api-reference')];
}

/** The CPU seconds of the build's last line, `Built N pages in S s (CPU C s, …)`. */
export function parseCpuSeconds(log: string): number | undefined {
  const found = /^Built \d+ pages in [\d.]+ s \(CPU ([\d.]+) s/m.exec(log);
  return found === null ? undefined : Number(found[1]);
}

/**
 * The program and arguments of `checkout`'s `npm run build` (its package.json script, words
 * split at spaces): `node` is this Node, any other program one of the checkout's own
 * `node_modules/.bin`. An older checkout runs `tsx src/build/cli/build.ts`, this one
 * `node src/build/cli/launch-build.mjs`; each is timed as its `npm run build` starts it.
 */
export function buildProgramOf(checkout: string): [string, ...string[]] {
  const script = (JSON.parse(readFileSync(path.join(checkout, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts?.['build'];
  const [program, ...rest] = script?.trim().split(/\s+/) ?? [];
  if (program === undefined || program === '') throw new Error(`${checkout}/package.json has no build script`);
  return [program === 'node' ? process.execPath : path.join(checkout, 'node_modules/.bin', program), ...rest];
}

/** Runs `npm run build`'s program of `checkout` (default this one) with `args` (and `env` added to this process's) and resolves with what it printed on stderr. */
export function runBuildProgram(args: readonly string[], options: { checkout?: string; env?: Record<string, string> } = {}): Promise<string> {
  const checkout = options.checkout ?? root;
  const [program, ...programArgs] = buildProgramOf(checkout);
  return new Promise<string>((resolve, reject) => {
    const child = spawn(program, [...programArgs, ...args], { cwd: checkout, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...options.env } });
    let text = '';
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`the build in ${checkout} failed (exit ${code ?? 'signal'}):\n${text.slice(-2000)}`))));
  });
}

/** Runs `npm run build`'s program into `outDir` (with `env`) and times it; `cold` sets its caches aside first (set-aside.ts). */
export async function timeBuild(outDir: string, cold: boolean, env: Record<string, string> = {}): Promise<BuildRun> {
  if (cold) await setAside(buildCaches(outDir));
  const started = performance.now();
  const log = await runBuildProgram(['--out', path.relative(root, outDir)], { env });
  const cpuS = parseCpuSeconds(log);
  return { totalMs: Math.round(performance.now() - started), steps: parseSteps(log), ...(cpuS === undefined ? {} : { cpuS }) };
}
