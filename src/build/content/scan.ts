/** Finds the markdown files of the content folder. */
import { readdir, readFile, stat } from 'node:fs/promises';
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

/** Lists `.md` files under `dir`, sorted, skipping dot-files. */
export async function scanContent(dir: string): Promise<ContentFile[]> {
  const out: ContentFile[] = [];
  const walk = async (current: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const absolute = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(absolute);
      else if (entry.isFile() && entry.name.endsWith('.md')) {
        out.push({ absolute, relative: path.relative(dir, absolute).split(path.sep).join('/'), size: (await stat(absolute)).size });
      }
    }
  };
  await walk(dir);
  return out.sort((a, b) => a.relative.localeCompare(b.relative));
}

/** The text of each file, by relative path: read once for the build thread's own looks at the sources (pipeline.ts). */
export async function readSources(files: readonly ContentFile[]): Promise<Map<string, string>> {
  return new Map(await Promise.all(files.map(async (f) => [f.relative, await readFile(f.absolute, 'utf8')] as const)));
}
