/** Finds the markdown files of the content folder. */
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A markdown file found under the content folder. */
export interface ContentFile {
  /** Path relative to the content folder, `/`-separated (`concepts/output.md`). */
  relative: string;
  /** Absolute path. */
  absolute: string;
  /** Bytes. */
  size: number;
}

/**
 * Lists `.md` files under `dir`, sorted, skipping dot-files. Synchronous: a few hundred stat calls
 * take milliseconds, and the build thread lists the content before it loads its modules, whose
 * loading would otherwise hold each step of an asynchronous walk (the render workers started
 * only once the modules were in, about 0.7 s later, with a core idle: build-worker.ts).
 */
export function scanContentSync(dir: string): ContentFile[] {
  const out: ContentFile[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const absolute = path.join(current, entry.name);
      if (entry.isDirectory()) walk(absolute);
      else if (entry.isFile() && entry.name.endsWith('.md')) {
        out.push({ absolute, relative: path.relative(dir, absolute).split(path.sep).join('/'), size: statSync(absolute).size });
      }
    }
  };
  walk(dir);
  return out.sort((a, b) => a.relative.localeCompare(b.relative));
}

/** `scanContentSync`, as a promise (a missing folder rejects it). */
export function scanContent(dir: string): Promise<ContentFile[]> {
  return Promise.resolve(dir).then(scanContentSync);
}

/** The text of each file, by relative path: read once for the build thread's own looks at the sources (pipeline.ts). */
export async function readSources(files: readonly ContentFile[]): Promise<Map<string, string>> {
  return new Map(await Promise.all(files.map(async (f) => [f.relative, await readFile(f.absolute, 'utf8')] as const)));
}
