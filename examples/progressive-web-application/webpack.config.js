import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { GenerateSW } from 'workbox-webpack-plugin';

export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: '[name].[contenthash].js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  plugins: [
    new HtmlWebpackPlugin({ title: 'Progressive web application' }),
    // #region workbox
    new GenerateSW({
      // Take control of open pages as soon as a new service worker activates
      clientsClaim: true,
      skipWaiting: true,
    }),
    // #endregion
  ],
};
