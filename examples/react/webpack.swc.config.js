import babelConfig from './webpack.config.js';

// The project's configuration with swc-loader (and @swc/core) in place of Babel
export default (env, argv) => {
  const development = argv.mode === 'development';
  const refresh = development && env.WEBPACK_SERVE === true;
  const config = babelConfig(env, argv);
  return {
    ...config,
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
  };
};
