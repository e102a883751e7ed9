import path from 'node:path';

export default {
  mode: 'production',
  entry: './src/cards/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  module: {
    rules: [
      {
        test: /\.scss$/i,
        // webpack's own CSS takes over from sass-loader's output;
        // css/auto makes *.module.scss files CSS Modules
        type: 'css/auto',
        use: {
          loader: 'sass-loader',
          options: {
            // every .scss file starts with this line...
            additionalData: '@use "tokens" as *;',
            // ...and Sass finds "tokens" in src/styles
            sassOptions: {
              loadPaths: [path.resolve(import.meta.dirname, 'src/styles')],
            },
          },
        },
      },
    ],
  },
};
