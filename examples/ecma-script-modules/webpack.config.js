import path from 'node:path';

export default {
  mode: 'production',
  // The page is the entry point; webpack follows its <script type="module">
  entry: './src/index.html',
  // #region output
  output: {
    // Emit ES modules: import() and export instead of scripts wrapped in a function
    module: true,
    path: path.resolve(import.meta.dirname, 'dist'),
    clean: true,
  },
  // #endregion
};
