// Builds once and saves the full stats JSON next to the bundle, as `webpack --json` would.
// Usage: node stats.mjs [output-folder]
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpack from 'webpack';
import config from './webpack.config.js';

const outputPath = process.argv[2] ? path.resolve(process.argv[2]) : config.output.path;
const compiler = webpack({ ...config, output: { ...config.output, path: outputPath } });

// #region stats
compiler.run(async (err, stats) => {
  if (err) throw err;
  // No argument: the defaults of the 'normal' preset, the same fields `webpack --json` writes.
  const json = stats.toJson();
  await writeFile(path.join(outputPath, 'stats.json'), JSON.stringify(json, null, 2));

  console.log(`webpack ${json.version}, ${json.assets.length} assets, ${json.chunks.length} chunks`);
  for (const chunk of json.chunks) {
    console.log(`chunk ${chunk.names.join(',')}: initial=${chunk.initial}, files=${chunk.files.join(',')}`);
  }
  console.log(`entrypoint main loads: ${json.entrypoints.main.assets.map((a) => a.name).join(', ')}`);
  compiler.close(() => {});
});
// #endregion
