/**
 * `npm run fix:lock`, after any `npm install` that changes dependencies.
 *
 * The registry this project installs from answers 404 for platform packages of other systems
 * (for example `@swc/core-darwin-arm64`), so npm leaves them out of package-lock.json, and then
 * `npm ci` refuses the lock as "missing" them. This adds each absent optional dependency as an
 * optional entry restricted to its operating system and CPU, which `npm ci` skips on a machine
 * they do not fit — the entry npm itself writes when the registry serves the package.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}

const OS = /(darwin|linux|win32|freebsd|android|openbsd|sunos|aix|netbsd|openharmony)/;
const CPU = /(x64|arm64|ia32|arm|ppc64|s390x|riscv64|loong64|mips64el|wasm32)/;

/** Adds the missing optional entries; returns how many were added. */
export function addMissingOptionals(packages: Record<string, LockEntry>): number {
  let added = 0;
  for (const [key, meta] of Object.entries(packages)) {
    for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
      const hoisted = `node_modules/${name}`;
      if (packages[hoisted] !== undefined || (key !== '' && packages[`${key}/node_modules/${name}`] !== undefined)) continue;
      const base = name.split('/').pop() ?? name;
      const os = OS.exec(base)?.[1];
      const cpu = CPU.exec(os === undefined ? base : base.replace(os, ''))?.[1];
      packages[hoisted] = {
        version: range.replace(/^[\^~=]/, ''),
        optional: true,
        ...(os === undefined ? {} : { os: [os] }),
        ...(cpu === undefined ? {} : { cpu: [cpu] }),
      };
      added++;
    }
  }
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.resolve(import.meta.dirname, '../../../package-lock.json');
  const lock = JSON.parse(await readFile(file, 'utf8')) as { packages: Record<string, LockEntry> };
  const added = addMissingOptionals(lock.packages);
  await writeFile(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added} optional platform entries`);
}
