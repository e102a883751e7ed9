import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

export default {
  mode: 'production',
  entry: {
    home: ['./src/home.js', './src/home.css'],
    account: ['./src/account.js', './src/account.css'],
    print: './src/print.css',
  },
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  // No module.rules for .css files: webpack's built-in CSS support
  // (experiments.css, on by default when no loader handles CSS) takes them.
  plugins: [
    new HtmlWebpackPlugin({
      title: 'Home',
      filename: 'index.html',
      chunks: ['home', 'print'],
    }),
    new HtmlWebpackPlugin({
      title: 'Account',
      filename: 'account.html',
      chunks: ['account', 'print'],
    }),
  ],
};
