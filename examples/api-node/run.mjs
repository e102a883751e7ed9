// Runs one build with the Node API and reports what it emitted.
// Usage: node run.mjs [output-folder]
import path from 'node:path';
import webpack from 'webpack';
import config from './webpack.config.js';

const outputPath = process.argv[2] ? path.resolve(process.argv[2]) : config.output.path;

// #region run
const compiler = webpack({ ...config, output: { ...config.output, path: outputPath } });

compiler.run((err, stats) => {
  // 1. Fatal errors: the build could not run at all (bad plugin, crash in a hook...).
  if (err) {
    console.error(err.stack ?? err);
    process.exitCode = 1;
    compiler.close(() => {});
    return;
  }

  // 2. Compilation errors and warnings: the build ran, but something in the code is wrong.
  const info = stats.toJson({ all: false, assets: true, errors: true, warnings: true });
  for (const error of info.errors) console.error(error.message);
  for (const warning of info.warnings) console.warn(warning.message);
  if (stats.hasErrors()) process.exitCode = 1;

  for (const asset of info.assets) {
    console.log(`emitted ${asset.name} (${asset.size} bytes)`);
  }
  console.log(`done in ${stats.endTime - stats.startTime} ms, hash ${stats.hash}`);

  // 3. Always close the compiler, so caches are stored and file handles released.
  compiler.close((closeErr) => {
    if (closeErr) console.error(closeErr);
    console.log('compiler closed');
  });
});
// #endregion
