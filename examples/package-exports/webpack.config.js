import path from 'node:path';

export default {
  mode: 'production',
  entry: './src/index.js',
  // #region modules
  resolve: {
    // Look for packages in ./packages first, so the example needs no npm install
    modules: [path.resolve(import.meta.dirname, 'packages'), 'node_modules'],
  },
  // #endregion
  output: {
    filename: 'main.js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
};
