import path from 'node:path';
import webpack from 'webpack';

// `env` holds the --env flags, `argv` all command line options.
export default (env, argv) => {
  const mode = argv.mode ?? 'production';

  return {
    mode,
    entry: './src/index.js',
    devtool: mode === 'development' ? 'eval-source-map' : false,
    // #region dotenv-option
    // Read .env, .env.local, .env.[mode] and .env.[mode].local
    dotenv: true,
    // #endregion
    plugins: [
      // #region define-plugin
      new webpack.DefinePlugin({
        __RELEASE_CHANNEL__: JSON.stringify(env.channel ?? 'stable'),
      }),
      // #endregion
    ],
    output: {
      filename: 'main.js',
      path: path.resolve(import.meta.dirname, 'dist'),
      clean: true,
    },
  };
};
