import path from 'node:path';

export default {
  mode: 'production',
  entry: {
    app: './src/app.js',
    analytics: './src/analytics.js',
  },
  output: {
    filename: '[name].bundle.js',
    path: path.resolve(import.meta.dirname, 'dist'),
  },
};
