import path from 'node:path';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';

// The same build with swc-loader (and @swc/core) in place of Babel
export default (env, argv) => {
  const development = argv.mode === 'development';
  const refresh = development && env.WEBPACK_SERVE === true;
  return {
    mode: development ? 'development' : 'production',
    entry: './src/index.jsx',
    devtool: development ? 'eval-source-map' : 'source-map',
    module: {
      rules: [
        // #region rule
        {
          test: /\.jsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'ecmascript', jsx: true },
                // without a target, swc rewrites modern syntax down to ES5
                target: 'es2022',
                transform: {
                  react: { runtime: 'automatic', development, refresh },
                },
              },
            },
          },
        },
        // #endregion
      ],
    },
    resolve: {
      extensions: ['.js', '.jsx'],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html' }),
      ...(refresh ? [new ReactRefreshWebpackPlugin()] : []),
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
