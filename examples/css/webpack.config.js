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
        // readable class names while you develop; the default in production is a short hash
        exportsConvention: 'camel-case-only',
      },
    },
  },
};
