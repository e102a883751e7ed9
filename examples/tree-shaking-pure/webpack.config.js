import path from 'node:path';

export default {
  mode: 'development',
  // Plain output instead of eval() strings, so dist/main.js is easy to read
  devtool: false,
  entry: './src/index.js',
  optimization: {
    // On by default in production mode; turned on here to see its effect
    usedExports: true,
  },
  output: {
    filename: 'main.js',
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
};
