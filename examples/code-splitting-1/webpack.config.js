import path from 'node:path';

export default {
  mode: 'production',
  entry: {
    home: './src/home.js',
    checkout: './src/checkout.js',
  },
  // Report modules that end up in more than one bundle (webpack 5.110+)
  performance: {
    duplicateModules: true,
  },
  output: {
    filename: '[name].bundle.js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
};
