import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyTrash, setAside } from './set-aside.ts';

describe('setAside', () => {
  let work = '';
  beforeEach(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'set-aside-'));
  });
  afterEach(() => rm(work, { recursive: true, force: true }));

  it('moves the folders that exist into the trash, keeps their files, and skips the missing', async () => {
    const trash = path.join(work, 'trash');
    await mkdir(path.join(work, 'out/a'), { recursive: true });
    await writeFile(path.join(work, 'out/a/page.html'), 'kept');
    await setAside([path.join(work, 'out'), path.join(work, 'never-built')], trash);
    expect(await readdir(work)).toEqual(['trash']);
    const [batch] = await readdir(trash);
    expect(await readdir(path.join(trash, batch ?? ''))).toEqual(['0-out']);
    expect(await readFile(path.join(trash, batch ?? '', '0-out/a/page.html'), 'utf8')).toBe('kept');
  });

  it('puts two folders of the same name in two places, and emptyTrash deletes them all', async () => {
    const trash = path.join(work, 'trash');
    for (const side of ['a', 'b']) {
      await mkdir(path.join(work, side, 'dist'), { recursive: true });
      await setAside([path.join(work, side, 'dist')], trash);
    }
    expect(await readdir(trash)).toHaveLength(2);
    await emptyTrash(trash);
    expect(await readdir(work)).toEqual(['a', 'b']);
    expect(await readdir(path.join(work, 'a'))).toEqual([]);
  });
});
