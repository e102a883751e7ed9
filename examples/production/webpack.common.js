import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

// Settings both builds share.
export default {
  entry: './src/index.js',
  plugins: [
    new HtmlWebpackPlugin({
      title: 'Production',
    }),
  ],
  output: {
    filename: '[name].js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
};
