// Builds into memory instead of onto the disk, by replacing compiler.outputFileSystem.
// Usage: node memory.mjs
import webpack from 'webpack';
import config from './webpack.config.js';
import { MemoryOutputFileSystem } from './memory-fs.mjs';

// #region memory
const compiler = webpack({ ...config, output: { ...config.output, path: '/virtual/dist' } });
const memoryFs = new MemoryOutputFileSystem();
// Set it after webpack() (which installs Node's fs) and before run().
compiler.outputFileSystem = memoryFs;

compiler.run((err, stats) => {
  if (err || stats.hasErrors()) {
    console.error(err ?? stats.toString('errors-only'));
    process.exitCode = 1;
  } else {
    for (const [file, content] of memoryFs.files) {
      console.log(`${file}: ${content.length} bytes`);
    }
    const bundle = memoryFs.files.get('/virtual/dist/main.js').toString('utf8');
    console.log(`main.js mentions the greeting: ${bundle.includes('Hello from the')}`);
  }
  compiler.close(() => {});
});
// #endregion
