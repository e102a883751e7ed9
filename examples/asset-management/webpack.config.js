import path from 'node:path';
import json5 from 'json5';

export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  module: {
    rules: [
      // #region css
      {
        test: /\.css$/i,
        use: ['style-loader', 'css-loader'],
      },
      // #endregion
      // #region images
      {
        test: /\.(png|jpe?g|gif|webp|avif|svg)$/i,
        type: 'asset/resource',
      },
      // #endregion
      // #region fonts
      {
        test: /\.(woff2?|ttf|otf)$/i,
        type: 'asset/resource',
      },
      // #endregion
      // #region json5
      {
        test: /\.json5$/i,
        type: 'json',
        parser: {
          parse: json5.parse,
        },
      },
      // #endregion
    ],
  },
};
