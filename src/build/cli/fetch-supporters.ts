/**
 * `npm run fetch:supporters`: the webpack collective's supporters from the Open Collective API
 * into `.cache/supporters/` (the build then prefers them over the committed sample).
 *
 * Environment: `OPENCOLLECTIVE_API_URL` (endpoint, default the public v2 API),
 * `OPENCOLLECTIVE_TOKEN` (optional personal token for a higher rate limit),
 * `OPENCOLLECTIVE_COLLECTIVE` (default `webpack`).
 * `--write-sample` regenerates the committed sample in `data/supporters/` instead.
 */
import path from 'node:path';
import { info, step, warn } from '../log.ts';
import { DEFAULT_ENDPOINT } from '../sponsors/client.ts';
import { fetchSupporters } from '../sponsors/fetch.ts';
import { writeSample } from '../sponsors/sample.ts';
import { fetchedDir, sampleDir } from '../sponsors/store.ts';

const root = path.resolve(import.meta.dirname, '../../..');

async function main(): Promise<void> {
  if (process.argv.includes('--write-sample')) {
    const count = await step('write the sample supporters', () => writeSample(sampleDir(root)));
    info(`  ${count} made-up supporters in ${path.relative(root, sampleDir(root))}/`);
    return;
  }
  const endpoint = process.env['OPENCOLLECTIVE_API_URL'] || DEFAULT_ENDPOINT;
  const token = process.env['OPENCOLLECTIVE_TOKEN'];
  const collective = process.env['OPENCOLLECTIVE_COLLECTIVE'] || 'webpack';
  const dir = fetchedDir(root);
  info(`Open Collective: ${endpoint}, collective '${collective}', ${token ? 'with' : 'without'} a personal token`);
  const result = await step('fetch supporters', () =>
    fetchSupporters({ dir, collective, client: { endpoint, ...(token ? { token } : {}) }, log: info }),
  );
  for (const line of result.warnings) warn(line);
  const withLogo = result.data.supporters.filter((s) => s.logo !== undefined).length;
  info(`  ${result.data.supporters.length} supporters (${withLogo} with a logo) in ${result.requests} API requests → ${path.relative(root, dir)}/`);
}

main().catch((error: unknown) => {
  console.error(`\nfetch:supporters failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`The previous supporter data (if any) in ${path.relative(root, fetchedDir(root))}/ was kept unchanged; the build falls back to the committed sample when there is none.`);
  process.exit(1);
});
