import path from 'node:path';

export default {
  mode: 'production',
  // The entry's name becomes the page's name: index.js and index.html
  entry: { index: './src/index.js' },
  output: {
    filename: '[name].js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
    // #region html
    // Let webpack write index.html, with a Content-Security-Policy and a
    // placeholder nonce that the server replaces on every response
    html: {
      title: 'Content Security Policy',
      csp: {
        nonce: 'CSP_NONCE',
      },
    },
    // #endregion
  },
  module: {
    rules: [
      {
        test: /\.css$/i,
        use: ['style-loader', 'css-loader'],
      },
    ],
  },
};
