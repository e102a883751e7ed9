/**
 * How a benchmark makes a build cold without timing the file system's memory of what it deleted.
 *
 * A fresh clone's first build creates its few thousand output files in a folder that never held
 * any. The benchmark's cold builds used to `rm -rf` the previous output just before building, and
 * on this machine that cost the next build about 3 s of CPU in the kernel (perf, session 22:
 * `__ext4_new_inode` 13% of all samples, most of it in `recently_deleted`): ext4 without a journal
 * will not hand out an inode freed in the last minute, so every file created after a mass delete
 * scans past all of those freed inodes again. Renaming the folders aside is one rename each and
 * frees nothing; the folders set aside are deleted once every timed build is over
 * (`emptyTrash`); a folder on another file system is deleted as before. A benchmark started within a minute or so of another one's end still meets
 * that one's deletions in its first round, on both sides alike.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** Where folders wait to be deleted: on the same file system as every checkout of this machine's worktrees, under this checkout's cache. */
export const TRASH_DIR = path.join(root, '.cache/bench-trash');

let batch = 0;

/** Moves each of `paths` that exists into a new folder of `trash`, so none of them is found by the next build; the others are left alone. */
export async function setAside(paths: readonly string[], trash = TRASH_DIR): Promise<void> {
  const into = path.join(trash, `${process.pid}-${Date.now()}-${++batch}`);
  await mkdir(into, { recursive: true });
  await Promise.all(
    paths.map((from, i) =>
      rename(from, path.join(into, `${i}-${path.basename(from)}`)).catch((error: unknown) => {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EXDEV') return rm(from, { recursive: true, force: true });
        if (code !== 'ENOENT') throw error;
        return undefined;
      }),
    ),
  );
}

/** Deletes everything set aside. */
export async function emptyTrash(trash = TRASH_DIR): Promise<void> {
  await rm(trash, { recursive: true, force: true });
}
