import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

export default {
  mode: 'development',
  entry: './src/index.js',
  devtool: 'inline-source-map',
  // #region dev-server
  devServer: {
    static: './public',
    port: 8080,
    hot: true, // the default since webpack-dev-server 4, written out for clarity
  },
  // #endregion
  plugins: [
    new HtmlWebpackPlugin({
      title: 'Hot Module Replacement',
    }),
  ],
  output: {
    filename: 'main.js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
};
