import path from 'node:path';

export default {
  mode: 'production',
  entry: {
    home: { import: './src/home.js', dependOn: 'shared' },
    checkout: { import: './src/checkout.js', dependOn: 'shared' },
    shared: ['./src/shared/money.js', './src/shared/products.js'],
  },
  output: {
    filename: '[name].bundle.js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  optimization: {
    runtimeChunk: 'single',
  },
};
