import path from 'node:path';

export default {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
    // write dist/main.html with the <script> and <link> tags
    html: true,
  },
  module: {
    generator: {
      'css/auto': {
        // export .primary-action as primaryAction
        exportsConvention: 'camel-case-only',
      },
    },
  },
};
