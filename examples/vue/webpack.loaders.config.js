import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import builtInConfig from './webpack.config.js';

// The project's configuration with css-loader and ts-loader
// in place of webpack's built-in CSS and TypeScript
export default (env, argv) => {
  const development = argv.mode === 'development';
  const config = builtInConfig(env, argv);
  return {
    ...config,
    module: {
      rules: [
        // #region rules
        { test: /\.vue$/, loader: 'vue-loader' },
        {
          // Also gets each <style> block of a .vue file
          test: /\.css$/,
          use: [
            development ? 'style-loader' : MiniCssExtractPlugin.loader,
            'css-loader',
          ],
        },
        {
          // Also gets each <script lang="ts"> block, as Counter.vue.ts
          test: /\.ts$/,
          loader: 'ts-loader',
          options: {
            appendTsSuffixTo: [/\.vue$/],
            // Types are checked apart from the build, by vue-tsc; checking in
            // the loader also breaks rebuilds of .vue files in watch mode
            transpileOnly: true,
          },
        },
        // #endregion
      ],
    },
    plugins: [
      ...config.plugins,
      ...(development ? [] : [new MiniCssExtractPlugin()]),
    ],
  };
};
