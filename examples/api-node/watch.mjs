// Watches the sources, asks for one extra rebuild with invalidate(), then stops.
// Usage: node watch.mjs [output-folder]
import path from 'node:path';
import webpack from 'webpack';
import config from './webpack.config.js';

const outputPath = process.argv[2] ? path.resolve(process.argv[2]) : config.output.path;
const compiler = webpack({ ...config, output: { ...config.output, path: outputPath } });

// #region watch
let builds = 0;
let previousHash;

compiler.hooks.invalid.tap('watch-example', (fileName) => {
  console.log(`invalidated by ${fileName ?? 'watching.invalidate()'}`);
});

const watching = compiler.watch({ aggregateTimeout: 300, ignored: /node_modules/ }, (err, stats) => {
  if (err) {
    console.error(err);
    return;
  }
  builds += 1;
  const outcome = stats.hasErrors() ? 'failed' : 'ok';
  const sameOutput = stats.hash === previousHash;
  previousHash = stats.hash;
  console.log(`build ${builds}: ${outcome}${builds > 1 && sameOutput ? ', output unchanged' : ''}`);

  if (builds === 1) {
    // Nothing changed on disk: this only asks for a new compilation.
    watching.invalidate();
  } else {
    watching.close((closeErr) => {
      if (closeErr) console.error(closeErr);
      console.log('watching closed');
    });
  }
});
// #endregion
