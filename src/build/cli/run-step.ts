/**
 * Running the commands of `npm test` and `npm run test:repeat`: a child process in the project
 * root, its output passed through or kept, and a step line with its time when it ends.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { info } from '../log.ts';

export const root = path.resolve(import.meta.dirname, '../../..');
/** A program installed in node_modules/.bin. */
export const bin = (name: string): string => path.join(root, 'node_modules/.bin', name);

/** One command of a lane. */
export interface Command {
  /** The step's name as printed. */
  name: string;
  /** Program and arguments. */
  run: readonly [string, ...string[]];
  /** Extra environment. */
  env?: NodeJS.ProcessEnv;
  /** Its lane goes on after it fails (a check that reports all it found); otherwise the lane ends. */
  laneGoesOn?: boolean;
}

/** Runs a command; resolves with its exit code and, unless `live`, its output. */
export function spawnCommand(command: Command, live: boolean): Promise<{ code: number; output: string }> {
  const [program, ...args] = command.run;
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd: root, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...command.env } });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString().trimEnd() }));
  });
}

/**
 * Runs a command and prints its step line when it ends. `live` passes its output straight
 * through (one lane may); otherwise its output is kept and printed whole once it ends, so two
 * lanes never interleave their lines. Rejects on a non-zero exit, after printing the output.
 */
export async function runStep(command: Command, live: boolean): Promise<void> {
  const started = performance.now();
  const { code, output } = await spawnCommand(command, live);
  if (output !== '') info(output);
  info(`${code === 0 ? '✔' : '✖'} ${command.name} (${Math.round(performance.now() - started)} ms)`);
  if (code !== 0) throw new Error(`${command.name}: ${path.basename(command.run[0])} ${command.run.slice(1).join(' ')} exited with ${code}`);
}

/** `npm run build`'s program (package.json): the build, started without tsx (launch-build.mjs). */
export const BUILD_PROGRAM: readonly [string, ...string[]] = [process.execPath, 'src/build/cli/launch-build.mjs'];

/** The fixture build the browser tests read (`.cache/fixture-dist`), and the real site's build. */
export const FIXTURE_BUILD: Command = {
  name: 'build the fixture site',
  run: [...BUILD_PROGRAM, '--content', 'tests/fixtures/content', '--out', '.cache/fixture-dist', '--no-git'],
};
export const SITE_BUILD: Command = { name: 'build the site (npm run build)', run: BUILD_PROGRAM };

/**
 * A test's own build of fixture content (both folders relative to the root) with extra
 * environment. Each starts cold: a webpack cache shared with the fixture build halved their CPU
 * but gave wrong output (the hosted-search and second-deploy builds kept the first build's
 * code), so none is shared. Rejects with the end of its output when it fails.
 */
export async function buildFixtureVariant(contentDir: string, outDir: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const command: Command = {
    name: `build ${contentDir} into ${outDir}`,
    run: [...BUILD_PROGRAM, '--content', contentDir, '--out', outDir, '--no-git'],
    env,
  };
  const { code, output } = await spawnCommand(command, false);
  if (code !== 0) throw new Error(`${command.name} failed:\n${output.slice(-3000)}`);
}

/**
 * A test's kill-switch variant (`SW_KILL_SWITCH=1`) of a finished build: a copy of `fromDir`
 * with the service worker compiled again (src/build/cli/derive-variant.ts), at a fraction of a
 * build's CPU. Rejects with the end of its output when it fails.
 */
export async function deriveFixtureVariant(fromDir: string, outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const command: Command = { name: `derive ${outDir} from ${fromDir}`, run: [bin('tsx'), 'src/build/cli/derive-variant.ts', '--from', fromDir, '--out', outDir], env };
  const { code, output } = await spawnCommand(command, false);
  if (code !== 0) throw new Error(`${command.name} failed:\n${output.slice(-3000)}`);
}
