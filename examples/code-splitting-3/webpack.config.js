import path from 'node:path';

export default {
  mode: 'production',
  entry: {
    home: './src/home.js',
    checkout: './src/checkout.js',
  },
  performance: {
    duplicateModules: true,
  },
  output: {
    filename: '[name].bundle.js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  // #region split-chunks
  optimization: {
    splitChunks: {
      chunks: 'all',
    },
  },
  // #endregion
};
