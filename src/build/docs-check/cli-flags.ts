/** Every flag webpack-cli reports in its verbose help. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Flags such as `--mode` and `--output-path`, from `webpack --help`. */
export async function listCliFlags(root: string): Promise<string[]> {
  const { stdout } = await run(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--help', '--no-color'], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  const flags = new Set<string>();
  for (const m of stdout.matchAll(/^\s+(?:-\w,\s+)?(--[a-z0-9][\w-]*(?:-reset)?)/gim)) if (m[1] !== undefined) flags.add(m[1]);
  return [...flags].sort();
}
