import path from 'node:path';

export default {
  mode: 'production',
  context: import.meta.dirname,
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    filename: '[name].js',
    chunkFilename: '[name].chunk.js',
    clean: true,
  },
};
