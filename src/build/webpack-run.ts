/** Runs webpack compilers with progress lines that stay readable in CI logs. */
import webpack, { type Configuration, type MultiStats, type Stats } from 'webpack';
import { info } from './log.ts';

/** Adds a progress reporter printing each compiler's progress in 20% steps. */
export function withProgress(config: Configuration): Configuration {
  let lastStep = -1;
  const name = config.name ?? 'webpack';
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      new webpack.ProgressPlugin((percentage, message) => {
        const stepNow = Math.floor(percentage * 5);
        if (stepNow !== lastStep) {
          lastStep = stepNow;
          info(`  [${name}] ${Math.round(percentage * 100)}% ${message}`);
        }
      }),
    ],
  };
}

/** Compiles configurations in parallel; rejects with webpack's errors. */
export function runWebpack(configs: Configuration[]): Promise<Stats[]> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs.map(withProgress));
    compiler.run((error, multi?: MultiStats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (multi === undefined) return reject(new Error('webpack returned no stats'));
      if (multi.hasErrors()) return reject(new Error(multi.toString({ preset: 'errors-only', colors: false })));
      if (multi.hasWarnings()) info(multi.toString({ preset: 'errors-warnings', colors: false }));
      resolve(multi.stats);
    });
  });
}

/** Initial JS and CSS files of the client's `main` entry. */
export function entryAssets(stats: Stats): { js: string[]; css: string[] } {
  const json = stats.toJson({ all: false, entrypoints: true, publicPath: true });
  const assets = json.entrypoints?.['main']?.assets ?? [];
  const publicPath = json.publicPath ?? '/';
  const files = assets.map((a) => `${publicPath}${a.name}`);
  return { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
}
