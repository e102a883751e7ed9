/**
 * `npm run fetch:api-history`: reads `types.d.ts` and `schemas/WebpackOptions.json` of the
 * latest patch of every webpack 5.x minor release (tarballs from the npm registry, cached in
 * `.cache/api-history/`) and writes `data/api-history.json`: the first version of each class,
 * member, hook and configuration option. Commit the file.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { collectHistory } from '../api-history/collect.ts';
import { HISTORY_FILE } from '../api-history/history.ts';
import { DEFAULT_REGISTRY } from '../api-history/registry.ts';
import { info, step } from '../log.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const registry = process.env['API_HISTORY_REGISTRY'] ?? DEFAULT_REGISTRY;

try {
  const history = await step(`webpack 5 release history from ${registry}`, () => collectHistory({ root, registry }));
  await writeFile(path.join(root, HISTORY_FILE), `${JSON.stringify(history, null, 1)}\n`);
  const members = Object.values(history.api).reduce((n, e) => n + Object.keys(e.members).length, 0);
  info(`${HISTORY_FILE}: ${history.versions.length} releases up to ${history.latest}, ${Object.keys(history.api).length} classes and interfaces, ${members} members, ${Object.keys(history.options).length} options`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
