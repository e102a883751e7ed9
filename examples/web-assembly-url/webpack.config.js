import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: '[name].js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  module: {
    rules: [
      {
        // only .wasm files referenced with new URL(): emit them under wasm/
        test: /\.wasm$/i,
        dependency: 'url',
        type: 'asset/resource',
        generator: { filename: 'wasm/[name].[contenthash:8][ext]' },
      },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ title: 'WebAssembly by URL' })],
};
