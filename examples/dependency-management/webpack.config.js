import path from 'node:path';

export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: '[name].js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
};
