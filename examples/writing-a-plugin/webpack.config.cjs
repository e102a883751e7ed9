const path = require('path');
const { AssetReportPlugin } = require('./plugins/asset-report-plugin.cjs');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  },
  plugins: [new AssetReportPlugin({ filename: 'asset-report.json', warnAbove: 50 * 1024 })],
};
