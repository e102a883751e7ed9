/**
 * Dev server figures: start time (empty and warm webpack cache) and the time from saving a
 * markdown file to its new text in the open page. `npm start` writes `.generated/` and watches
 * `content/`, so the benchmark runs it in a copy of the project under `.cache/bench-dev/`
 * (node_modules and the README cache linked, not copied): the working tree is never touched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium.ts';
import { median } from '../gates/budgets.ts';
import { stopProcessGroup } from '../process-group.ts';
import type { DevFigures } from './types.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const COPIED = ['src', 'content', 'examples', 'data', 'webpack.config.ts', 'package.json', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.app.json', 'tsconfig.sw.json'];

/** The page the edits are made to, and its source file. */
export const EDITED = { url: '/concepts/why-webpack/', file: 'content/concepts/why-webpack.md' };

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Makes the project copy the dev server runs in. */
export async function makeCopy(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, '.cache'), { recursive: true });
  for (const entry of COPIED) if (existsSync(path.join(root, entry))) await cp(path.join(root, entry), path.join(dir, entry), { recursive: true });
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  if (existsSync(path.join(root, '.cache/readmes'))) await symlink(path.join(root, '.cache/readmes'), path.join(dir, '.cache/readmes'), 'dir');
}

/** Polls until `url` answers 200 or the time runs out. */
async function waitForOk(url: string, child: ChildProcess, limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the dev server exited with ${child.exitCode}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the dev server did not answer ${url} within ${limitMs / 1000} s`);
}

/** Starts the dev server in `dir`; resolves with the process and the milliseconds until a page answered. */
export async function startDevServer(dir: string, port: number): Promise<{ child: ChildProcess; ms: number; log: () => string }> {
  const started = performance.now();
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/build/cli/dev.ts'], { cwd: dir, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  try {
    await waitForOk(`http://localhost:${port}${EDITED.url}`, child, 180_000);
  } catch (error) {
    stopProcessGroup(child);
    throw new Error(`${(error as Error).message}\n${log.slice(-1500)}`, { cause: error });
  }
  return { child, ms: Math.round(performance.now() - started), log: () => log };
}

/** Measures the dev server; `edits` is how many saves to time. */
export async function benchDevServer(options: { chrome: string; edits?: number }): Promise<DevFigures> {
  const dir = path.join(root, '.cache/bench-dev');
  await makeCopy(dir);
  const port = await freePort();
  const cold = await startDevServer(dir, port);
  stopProcessGroup(cold.child);
  await new Promise((r) => setTimeout(r, 500));
  const warm = await startDevServer(dir, port);
  const browser = await chromium.launch({ executablePath: options.chrome, args: CHROMIUM_ARGS });
  const times: number[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}${EDITED.url}`);
    await page.waitForSelector('main h1');
    const file = path.join(dir, EDITED.file);
    const original = await readFile(file, 'utf8');
    for (let i = 1; i <= (options.edits ?? 3); i++) {
      const marker = `Benchmark edit number ${i} at ${Date.now()}.`;
      const saved = performance.now();
      await appendFile(file, `\n${marker}\n`);
      await page.waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text) === true, marker, { timeout: 60_000, polling: 20 });
      times.push(Math.round(performance.now() - saved));
      await writeFile(file, original);
      await page.waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text) === false, marker, { timeout: 60_000, polling: 50 });
    }
  } finally {
    await browser.close();
    stopProcessGroup(warm.child);
    // The copy is remade on every run; the node_modules link inside is removed, never followed.
    await new Promise((r) => setTimeout(r, 500));
    await rm(dir, { recursive: true, force: true });
  }
  return { coldStartMs: cold.ms, warmStartMs: warm.ms, editToPageMs: times, editToPageMedianMs: median(times) };
}
