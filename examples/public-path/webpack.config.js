import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

export default (env = {}) => ({
  mode: 'production',
  entry: './src/index.js',
  // #region output
  output: {
    filename: '[name].js',
    assetModuleFilename: 'images/[name][ext]',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
    // 'auto' (the default) works the URL out in the browser;
    // `npx webpack --env publicPath=https://cdn.example.com/app/` fixes it at build time
    publicPath: env.publicPath ?? 'auto',
  },
  // #endregion
  module: {
    rules: [
      {
        test: /\.svg$/i,
        type: 'asset/resource',
      },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ title: 'Public path' })],
});
