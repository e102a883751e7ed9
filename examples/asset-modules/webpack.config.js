import path from 'node:path';

export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    filename: 'main.js',
    path: path.resolve(import.meta.dirname, 'dist'),
    // #region default-name
    // Files emitted by any asset rule without its own `generator.filename`
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    // #endregion
    clean: true,
  },
  module: {
    rules: [
      // #region png
      {
        test: /\.png$/i,
        oneOf: [
          {
            // `import url from './dot.png?inline'` gives a data: URL
            resourceQuery: /inline/,
            type: 'asset/inline',
          },
          {
            // every other .png is emitted as a file
            type: 'asset/resource',
            generator: {
              filename: 'images/[name].[contenthash:8][ext]',
            },
          },
        ],
      },
      // #endregion
      // #region svg
      {
        test: /\.svg$/i,
        type: 'asset',
        parser: {
          dataUrlCondition: {
            maxSize: 2 * 1024, // inline files up to 2 KiB
          },
        },
      },
      // #endregion
      // #region txt
      {
        test: /\.txt$/i,
        type: 'asset/source',
      },
      // #endregion
    ],
  },
};
