import path from 'node:path';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  module: {
    rules: [
      {
        test: /\.css$/i,
        use: [
          // writes the CSS to main.css
          // (style-loader would inject <style> tags instead)
          MiniCssExtractPlugin.loader,
          {
            loader: 'css-loader',
            options: {
              modules: {
                // only *.module.css files are CSS Modules
                // (also the loader's default)
                auto: true,
                exportLocalsConvention: 'camel-case-only',
                localIdentName: '[name]__[local]--[hash:base64:5]',
              },
            },
          },
        ],
      },
    ],
  },
  plugins: [new MiniCssExtractPlugin()],
  optimization: {
    // '...' keeps webpack's own minimizer for the JavaScript
    minimizer: ['...', new CssMinimizerPlugin()],
  },
};
