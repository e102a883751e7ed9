/** Runs webpack compilers with progress lines that stay readable in CI logs. */
import webpack, { type Configuration, type MultiStats, type Stats } from 'webpack';
import type { ToolAssets } from '../shared/tool-assets.ts';
import { TOOL_CHUNK_PREFIX, TOOLS, type ToolName } from '../shared/tools.ts';
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

/**
 * Initial JS and CSS files of the client's `main` entry, the scripts the home view adds, and the
 * files of each tool's entry (`tool-<name>`, less what main brings).
 */
export function entryAssets(stats: Stats): { js: string[]; css: string[]; homeJs: string[]; tools: ToolAssets } {
  const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, publicPath: true });
  const publicPath = json.publicPath ?? '/';
  const files = (json.entrypoints?.['main']?.assets ?? []).map((a) => `${publicPath}${a.name}`);
  const js = files.filter((f) => f.endsWith('.js'));
  // The home view's chunk (preloaded by src/app/hydrate.tsx): its scripts, less what main brings.
  const home = (json.namedChunkGroups?.['home']?.assets ?? []).map((a) => `${publicPath}${a.name}`);
  const css = files.filter((f) => f.endsWith('.css'));
  const tools: ToolAssets = {};
  for (const name of Object.keys(TOOLS) as ToolName[]) {
    const own = (json.entrypoints?.[`${TOOL_CHUNK_PREFIX}${name}`]?.assets ?? []).map((a) => `${publicPath}${a.name}`).filter((f) => !files.includes(f));
    if (own.length > 0) tools[name] = { js: own.filter((f) => f.endsWith('.js')), css: own.filter((f) => f.endsWith('.css')) };
  }
  return { js, css, homeJs: home.filter((f) => f.endsWith('.js') && !js.includes(f)), tools };
}
