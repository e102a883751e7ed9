// #region schema
const PLUGIN_NAME = 'AssetReportPlugin';

// Options schema; `name` and `baseDataPath` below make the error messages readable.
const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filename: {
      description: 'Name of the report asset, relative to output.path.',
      type: 'string',
      minLength: 1,
    },
    warnAbove: {
      description: 'Add a compilation warning for every asset larger than this many bytes.',
      type: 'number',
      minimum: 0,
    },
  },
};
// #endregion

// #region setup
class AssetReportPlugin {
  constructor(options = {}) {
    this.options = options;
  }

  apply(compiler) {
    // Use the webpack instance that runs this build, not a separately required copy.
    const { webpack } = compiler;
    webpack.config.validateSchema(schema, this.options, {
      name: 'Asset Report Plugin',
      baseDataPath: 'options',
    });
    const { filename = 'asset-report.json', warnAbove = Infinity } = this.options;
    const { Compilation, WebpackError } = webpack;
    const { RawSource } = webpack.sources;
    // #endregion

    // #region hooks
    // thisCompilation skips child compilations (for example those of html-webpack-plugin).
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // REPORT is the last stage: names and sizes are final by then.
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          // #endregion
          // #region collect
          const report = [];
          for (const asset of compilation.getAssets()) {
            if (asset.name === filename) continue;
            const size = asset.source.size();
            const chunks = [];
            for (const chunk of compilation.chunks) {
              if (chunk.files.has(asset.name)) chunks.push(chunk.name ?? String(chunk.id));
            }
            report.push({ name: asset.name, size, chunks: chunks.sort() });

            if (size > warnAbove) {
              const warning = new WebpackError(
                `${PLUGIN_NAME}: ${asset.name} is ${size} bytes, more than the limit of ${warnAbove} bytes.`,
              );
              warning.file = asset.name;
              compilation.warnings.push(warning);
            }
          }
          report.sort((a, b) => a.name.localeCompare(b.name));
          // #endregion

          // #region emit
          const json = `${JSON.stringify({ assets: report }, null, 2)}\n`;
          compilation.emitAsset(filename, new RawSource(json));
          compilation.getLogger(PLUGIN_NAME).info(`wrote ${filename} with ${report.length} assets`);
          // #endregion
        },
      );
    });
  }
}

module.exports = { AssetReportPlugin };
