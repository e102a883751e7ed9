const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: 'main.js',
    clean: true,
  },
  module: {
    rules: [
      {
        test: /\.messages$/,
        use: [
          {
            // A local loader is referenced by its absolute path.
            loader: path.resolve(__dirname, 'loaders/messages-loader.js'),
            options: { strict: true },
          },
        ],
      },
    ],
  },
};
