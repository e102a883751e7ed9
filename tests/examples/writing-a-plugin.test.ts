import { mkdtemp, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpack, { type Configuration, type Stats, type WebpackPluginInstance } from 'webpack';
import { buildExample, createCompiler, EXAMPLES_DIR } from './build-example.ts';

const EXAMPLE_DIR = path.join(EXAMPLES_DIR, 'writing-a-plugin');

/** The report the plugin writes. */
interface AssetReport {
  assets: { name: string; size: number; chunks: string[] }[];
}

type PluginClass = new (options?: Record<string, unknown>) => WebpackPluginInstance;

function loadPlugin(): PluginClass {
  const require = createRequire(import.meta.url);
  const mod = require(path.join(EXAMPLE_DIR, 'plugins/asset-report-plugin.cjs')) as { AssetReportPlugin: PluginClass };
  return mod.AssetReportPlugin;
}

/** Builds the example's sources with a plugin of the test's choosing. */
async function buildWith(plugin: WebpackPluginInstance): Promise<Stats> {
  const config: Configuration = {
    mode: 'production',
    context: EXAMPLE_DIR,
    entry: './src/index.js',
    // The example config's file names, so the chart chunk is named as on the page.
    output: {
      path: await mkdtemp(path.join(tmpdir(), 'example-writing-a-plugin-')),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    infrastructureLogging: { level: 'error' },
    plugins: [plugin],
  };
  return new Promise<Stats>((resolve, reject) => {
    const compiler = createCompiler(config);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats);
    });
  });
}

describe('writing-a-plugin example', () => {
  it('emits asset-report.json listing every other asset with its real size and chunk', async () => {
    const build = await buildExample('writing-a-plugin', { configFile: 'webpack.config.cjs', mode: 'production' });
    expect(build.files).toContain('asset-report.json');
    expect(build.files).toContain('main.js');
    const chartFile = build.files.find((file) => /^chart\.[0-9a-f]{8}\.js$/.test(file));
    expect(chartFile).toBeDefined();

    const report = JSON.parse(await build.read('asset-report.json')) as AssetReport;
    expect(report.assets.map((asset) => asset.name)).toEqual([chartFile, 'main.js']);
    for (const asset of report.assets) {
      const bytes = (await readFile(path.join(build.outDir, asset.name))).byteLength;
      expect(asset.size).toBe(bytes);
    }
    expect(report.assets.find((asset) => asset.name === 'main.js')?.chunks).toEqual(['main']);
    expect(report.assets.find((asset) => asset.name === chartFile)?.chunks).toEqual(['chart']);
    // Below the 50 KiB limit of the example's config: no warning.
    expect(build.stats.hasWarnings()).toBe(false);
  });

  it('adds a warning for assets above warnAbove', async () => {
    const AssetReportPlugin = loadPlugin();
    const stats = await buildWith(new AssetReportPlugin({ warnAbove: 100 }));
    expect(stats.hasErrors()).toBe(false);
    const warnings = stats.toJson({ all: false, warnings: true }).warnings ?? [];
    // Both files are over 100 bytes, so the page shows one warning for each.
    expect(warnings.map((warning) => warning.message).sort()).toEqual([
      expect.stringMatching(/^AssetReportPlugin: chart\.[0-9a-f]{8}\.js is \d+ bytes, more than the limit of 100 bytes\.$/),
      expect.stringMatching(/^AssetReportPlugin: main\.js is \d+ bytes, more than the limit of 100 bytes\.$/),
    ]);
  });

  it('rejects invalid options with a readable validation error', () => {
    const AssetReportPlugin = loadPlugin();
    expect(() =>
      webpack({ context: EXAMPLE_DIR, entry: './src/index.js', plugins: [new AssetReportPlugin({ filename: 42 })] }),
    ).toThrow(/Asset Report Plugin has been initialized using an options object that does not match the API schema/);
  });
});
