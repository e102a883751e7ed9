import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

export default {
  mode: 'production',
  entry: {
    // One entry point, two files: a script and its stylesheet
    home: ['./src/home.js', './src/home.css'],
    account: ['./src/account.js', './src/account.css'],
    // A stylesheet on its own
    print: './src/print.css',
  },
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  module: {
    rules: [
      {
        test: /\.css$/i,
        use: [MiniCssExtractPlugin.loader, 'css-loader'],
      },
    ],
  },
  plugins: [
    new MiniCssExtractPlugin(),
    // One page per entry point; each also gets the print stylesheet
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
