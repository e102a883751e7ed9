import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

export default {
  mode: 'development',
  entry: './src/index.js',
  // #region devtool
  devtool: 'inline-source-map',
  // #endregion
  // #region dev-server
  devServer: {
    static: './public',
    port: 8080,
  },
  // #endregion
  plugins: [
    new HtmlWebpackPlugin({
      title: 'Development',
    }),
  ],
  output: {
    filename: 'main.js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
};
