// Shows the three ways a build can go wrong and where each one surfaces.
// Usage: node errors.mjs [output-folder]
import path from 'node:path';
import webpack from 'webpack';
import config from './webpack.config.js';

const outputPath = process.argv[2] ? path.resolve(process.argv[2]) : config.output.path;

// #region invalid
// 1. An invalid configuration: webpack() throws before any compiler exists.
try {
  webpack({ ...config, mode: 'fast' });
} catch (error) {
  console.log(`configuration rejected: ${error.name}`);
  console.log(error.message.split('\n')[1].trim());
}
// #endregion

// #region callback
// 2. The same mistake with a callback: nothing is thrown, the callback receives it as `err`.
webpack({ ...config, mode: 'fast' }, (err) => {
  console.log(`callback received: ${err?.name}`);
});
// #endregion

// #region compilation
// 3. A valid configuration whose code has a problem: `err` is null, the stats hold the errors.
const compiler = webpack({
  ...config,
  entry: './src/missing.js',
  output: { ...config.output, path: outputPath },
});
compiler.run((err, stats) => {
  console.log(`fatal error: ${err ?? 'none'}`);
  console.log(`stats.hasErrors(): ${stats.hasErrors()}`);
  const { errors } = stats.toJson({ all: false, errors: true });
  console.log(errors[0].message.split('\n')[0]);
  compiler.close(() => {});
});
// #endregion
