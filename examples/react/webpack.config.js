import path from 'node:path';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';

export default (env, argv) => {
  const development = argv.mode === 'development';
  // Fast Refresh needs the dev server's hot updates:
  // on for `webpack serve --mode development` only
  const refresh = development && env.WEBPACK_SERVE === true;
  return {
    mode: development ? 'development' : 'production',
    entry: './src/index.jsx',
    devtool: development ? 'eval-source-map' : 'source-map',
    module: {
      rules: [
        {
          test: /\.jsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'babel-loader',
            options: {
              presets: [
                [
                  '@babel/preset-react',
                  { runtime: 'automatic', development },
                ],
              ],
              // Registers each component, so that an edit can swap it in place
              plugins: refresh ? ['react-refresh/babel'] : [],
            },
          },
        },
      ],
    },
    resolve: {
      // import App from './App' finds App.jsx
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
