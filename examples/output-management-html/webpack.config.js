import path from 'node:path';

export default {
  mode: 'production',
  // An HTML page as the entry point: webpack follows its <script src> tags.
  entry: './src/index.html',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
};
