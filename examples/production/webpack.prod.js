import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { merge } from 'webpack-merge';
import common from './webpack.common.js';

export default merge(common, {
  mode: 'production',
  devtool: 'source-map',
  module: {
    rules: [
      {
        test: /\.css$/i,
        use: [MiniCssExtractPlugin.loader, 'css-loader'],
      },
    ],
  },
  plugins: [new MiniCssExtractPlugin()],
  // #region minimizer
  optimization: {
    minimizer: [
      // '...' keeps the minimizer webpack adds by default (terser, through minimizer-webpack-plugin)
      '...',
      new CssMinimizerPlugin(),
    ],
  },
  // #endregion
});
