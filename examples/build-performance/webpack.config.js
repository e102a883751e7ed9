import path from 'node:path';

export default {
  mode: 'production',
  entry: './src/index.js',
  // #region cache
  cache: {
    type: 'filesystem',
    buildDependencies: {
      // rebuild from scratch when this file changes
      config: [import.meta.filename],
    },
  },
  // #endregion
  module: {
    rules: [
      // #region include
      {
        test: /\.js$/,
        // only your own code goes through Babel, not node_modules
        include: path.resolve(import.meta.dirname, 'src'),
        use: {
          loader: 'babel-loader',
          options: {
            presets: [['@babel/preset-env', { targets: 'defaults' }]],
          },
        },
      },
      // #endregion
    ],
  },
  output: {
    filename: 'main.js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
};
