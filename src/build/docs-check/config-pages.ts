/**
 * Which configuration page documents which top-level option. The option coverage check uses
 * it to say where a missing heading belongs.
 */
export const CONFIG_PAGE_OF_OPTION: Readonly<Record<string, string>> = {
  context: 'entry-context',
  entry: 'entry-context',
  mode: 'mode',
  output: 'output',
  module: 'module',
  resolve: 'resolve',
  resolveLoader: 'resolve',
  optimization: 'optimization',
  plugins: 'plugins',
  devServer: 'dev-server',
  cache: 'cache',
  devtool: 'devtool',
  target: 'target',
  watch: 'watch',
  watchOptions: 'watch',
  externals: 'externals',
  externalsPresets: 'externals',
  externalsType: 'externals',
  performance: 'performance',
  node: 'node',
  stats: 'stats',
  experiments: 'experiments',
};

/** The configuration page slug an option path belongs on; everything unlisted is other-options. */
export function configPageFor(path: string): string {
  const top = path.split(/[.[]/)[0] ?? path;
  return CONFIG_PAGE_OF_OPTION[top] ?? 'other-options';
}
