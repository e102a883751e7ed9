/** `npm run fetch:readmes [--latest]`: fills the README cache; `--latest` first bumps every pin. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseFrontmatter } from '../content/frontmatter.ts';
import { info, step } from '../log.ts';
import { fetchReadme, readCached } from '../third-party/readmes.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const latest = process.argv.includes('--latest');

const files: string[] = [];
for (const section of ['loaders', 'plugins']) {
  for (const f of await readdir(path.join(root, 'content', section))) if (f.startsWith('_')) files.push(path.join('content', section, f));
}
let failed = 0;
await step(`README cache for ${files.length} packages`, async () => {
  for (const file of files) {
    const source = await readFile(path.join(root, file), 'utf8');
    const { data } = parseFrontmatter(file, source);
    const name = data.package ?? '';
    let version = data.version ?? '';
    if (latest) {
      const { stdout } = await run('npm', ['view', name, 'version']);
      const newest = stdout.trim();
      if (newest !== version) {
        await writeFile(path.join(root, file), source.replace(/^version: .*$/m, `version: ${newest}`));
        info(`  ${name}: ${version} → ${newest}`);
        version = newest;
      }
    }
    try {
      if ((await readCached(root, name, version)) === undefined) await fetchReadme(root, name, version);
      info(`  ✔ ${name}@${version}`);
    } catch (error) {
      failed++;
      info(`  ✖ ${name}@${version}: ${(error as Error).message}`);
    }
  }
});
if (failed > 0) process.exit(1);
