import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { VueLoaderPlugin } from 'vue-loader';
import webpack from 'webpack';

export default (env, argv) => {
  const development = argv.mode === 'development';
  return {
    mode: development ? 'development' : 'production',
    entry: './src/main.js',
    // A map of each block as vue-loader compiled it: maps of the .vue file
    // itself ('eval-source-map') make every template edit reload the script
    devtool: development ? 'eval-cheap-source-map' : 'source-map',
    module: {
      rules: [
        {
          test: /\.vue$/,
          loader: 'vue-loader',
          options: {
            // Requests each block as App.vue.css, Counter.vue.ts and so on,
            // so webpack's built-in CSS and TypeScript take them
            experimentalInlineMatchResource: true,
          },
        },
      ],
    },
    plugins: [
      new VueLoaderPlugin(),
      new HtmlWebpackPlugin({ template: './src/index.html' }),
      // #region flags
      new webpack.DefinePlugin({
        // Components here use <script setup> only: leave the Options API out
        __VUE_OPTIONS_API__: env.optionsApi === true,
        __VUE_PROD_DEVTOOLS__: false,
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: false,
      }),
      // #endregion
    ],
    output: {
      path: path.resolve(import.meta.dirname, 'dist'),
      clean: true,
    },
    devServer: {
      hot: true,
    },
  };
};
