import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';

export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: '[name].js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  plugins: [
    new HtmlWebpackPlugin({ title: 'Shimming' }),
    // #region provide
    new webpack.ProvidePlugin({
      // Wherever a module uses _.join or _.capitalize without importing them,
      // webpack imports that one function from lodash-es instead.
      '_.join': ['lodash-es', 'join'],
      '_.capitalize': ['lodash-es', 'capitalize'],
    }),
    // #endregion
  ],
};
