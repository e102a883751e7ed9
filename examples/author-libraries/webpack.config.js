import path from 'node:path';

const shared = {
  mode: 'production',
  entry: './src/index.js',
};

export default [
  // #region esm
  {
    ...shared,
    name: 'esm',
    // leave lodash-es to the application's bundler: emit `import ... from 'lodash-es'`
    externals: {
      'lodash-es': 'lodash-es',
    },
    externalsType: 'module',
    output: {
      path: path.resolve(import.meta.dirname, 'dist'),
      filename: 'temperature.js',
      module: true,
      library: {
        type: 'module',
      },
    },
  },
  // #endregion
  // #region umd
  {
    ...shared,
    name: 'umd',
    // self-contained: lodash's `round` is bundled in
    output: {
      path: path.resolve(import.meta.dirname, 'dist'),
      filename: 'temperature.umd.cjs',
      library: {
        name: 'temperatureUnits',
        type: 'umd',
      },
      globalObject: 'globalThis',
    },
  },
  // #endregion
];
