// Builds the same sources twice, for browsers and for Node.js, with one MultiCompiler.
// Usage: node multi.mjs [output-folder]
import path from 'node:path';
import webpack from 'webpack';
import config from './webpack.config.js';

const outputPath = process.argv[2] ? path.resolve(process.argv[2]) : config.output.path;

// #region multi
const configs = [
  {
    ...config,
    name: 'browser',
    target: 'web',
    output: { ...config.output, path: path.join(outputPath, 'browser') },
  },
  {
    ...config,
    name: 'server',
    target: 'node',
    // Wait for the browser build before starting this one.
    dependencies: ['browser'],
    output: { ...config.output, path: path.join(outputPath, 'server') },
  },
];
// At most one compiler runs at a time; the default runs all of them in parallel.
configs.parallelism = 1;

const multiCompiler = webpack(configs);

multiCompiler.run((err, multiStats) => {
  if (err) {
    console.error(err);
    process.exitCode = 1;
    return;
  }
  for (const stats of multiStats.stats) {
    const files = Object.keys(stats.compilation.assets).sort();
    console.log(`${stats.compilation.name}: ${files.join(', ')}`);
  }
  console.log(`errors in any build: ${multiStats.hasErrors()}`);
  multiCompiler.close(() => console.log('all compilers closed'));
});
// #endregion
