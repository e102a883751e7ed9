/** A small documentation corpus for the search unit tests, shaped like `search-sources.json`. */
import type { SourcePage, SourceSection } from './records.ts';

const section = (id: string, heading: string, level: number, text: string): SourceSection => ({ id, heading, level, text });

/** Pages covering options, hooks, flags, guides, plugins, a third-party README and section indexes. */
export const CORPUS: SourcePage[] = [
  {
    url: '/configuration/output/',
    title: 'Output',
    description: 'Where webpack writes the bundles and how they are named.',
    section: 'configuration',
    sections: [
      section('', '', 0, 'The output options tell webpack where to write bundles.'),
      section('outputpath', 'output.path', 2, 'The absolute directory of the output files.'),
      section('outputpublicpath', 'output.publicPath', 2, 'The URL of the output directory as the browser sees it. Set output.publicPath to auto.'),
      section('outputfilename', 'output.filename', 2, 'The name of each bundle, with placeholders such as [contenthash].'),
    ],
  },
  {
    url: '/guides/public-path/',
    title: 'Public Path',
    description: 'Setting output.publicPath at build time and at run time.',
    section: 'guides',
    sections: [
      section('', '', 0, 'The publicPath option matters when files are served from a CDN. Use output.publicPath.'),
      section('set-it-at-run-time', 'Set it at run time', 2, 'Assign __webpack_public_path__ before any import. This mirrors output.publicPath.'),
    ],
  },
  {
    url: '/api/compiler-hooks/',
    title: 'Compiler Hooks',
    description: 'Every hook of the compiler.',
    section: 'api',
    sections: [
      section('', '', 0, 'Plugins tap compiler hooks such as emit and afterEmit.'),
      section('emit', 'emit', 3, 'Runs before assets are written.'),
      section('afteremit', 'afterEmit', 3, 'Runs after assets are written to the output directory.'),
      section('invalid', 'invalid', 3, 'Runs when a watched file changes.'),
      section('order', 'Order', 2, 'The order the hooks run in.'),
    ],
  },
  {
    url: '/api/cli/',
    title: 'Command Line Interface',
    description: 'Commands and flags of webpack-cli.',
    section: 'api',
    sections: [
      section('', '', 0, 'Run webpack --mode production from a script.'),
      section('options', 'Options', 2, 'Flags the CLI accepts.'),
      section('--mode', '--mode', 3, 'Sets the mode option: development or production.'),
      section('--config', '--config', 3, 'Path to the configuration file.'),
    ],
  },
  {
    url: '/configuration/mode/',
    title: 'Mode',
    description: 'Development or production defaults.',
    section: 'configuration',
    sections: [section('', '', 0, 'Set mode to production for optimised output.'), section('mode', 'mode', 2, 'The mode option.')],
  },
  {
    url: '/plugins/',
    title: 'Plugins',
    description: 'Every plugin of webpack.',
    section: 'plugins',
    sections: [section('', '', 0, 'Plugins extend webpack.'), section('all-plugins', 'All plugins', 2, 'The list.')],
  },
  {
    url: '/configuration/plugins/',
    title: 'Plugins',
    description: 'The plugins option.',
    section: 'configuration',
    sections: [section('', '', 0, 'An array of plugin instances.'), section('plugins', 'plugins', 2, 'The plugins option takes instances.')],
  },
  {
    url: '/plugins/mini-css-extract-plugin/',
    title: 'MiniCssExtractPlugin',
    description: 'Extracts CSS into files.',
    section: 'plugins',
    sections: [section('', '', 0, 'Install mini-css-extract-plugin with npm.'), section('options', 'Options', 2, 'Plugin options.'), section('filename', 'filename', 3, 'The CSS file name.')],
  },
  {
    url: '/guides/code-splitting/',
    title: 'Code Splitting',
    description: 'Split code into chunks loaded on demand.',
    section: 'guides',
    sections: [section('', '', 0, 'Code splitting splits the bundle into chunks.'), section('dynamic-imports', 'Dynamic imports', 2, 'Use import() to split code.')],
  },
  {
    url: '/configuration/optimization/',
    title: 'Optimization',
    description: 'Chunk splitting and minification settings.',
    section: 'configuration',
    sections: [section('', '', 0, 'Optimisations depend on the mode.'), section('optimizationminimize', 'optimization.minimize', 2, 'Whether to minimize the bundle with the minimizer.')],
  },
  {
    url: '/configuration/cache/',
    title: 'Cache',
    description: 'Keep built modules between builds.',
    section: 'configuration',
    sections: [section('', '', 0, 'Memory or filesystem.'), section('cachetype', 'cache.type', 2, 'Memory or filesystem.')],
  },
  {
    url: '/configuration/devtool/',
    title: 'Devtool',
    description: 'Whether and how source maps are generated.',
    section: 'configuration',
    sections: [section('', '', 0, 'Pick a style of source mapping.'), section('devtool', 'devtool', 2, 'The source map style.')],
  },
  {
    url: '/loaders/sass-loader/',
    title: 'sass-loader',
    description: 'Loads a Sass file and compiles it to CSS.',
    section: 'loaders',
    package: 'sass-loader',
    sections: [section('', '', 0, 'Install sass-loader.'), section('source-maps', 'Source maps', 2, 'Enable source maps in css-loader too.')],
  },
  {
    url: '/configuration/dev-server/',
    title: 'DevServer',
    description: 'Options of webpack-dev-server.',
    section: 'configuration',
    sections: [
      section('', '', 0, 'The dev server serves the build from memory.'),
      section('devserverallowedhosts', 'devServer.allowedHosts', 2, 'Requests naming another host are refused with "Invalid Host header". Allow hosts by name.'),
      section('devserveropen', 'devServer.open', 2, 'Launches the default browser once the server has started, automatically.'),
    ],
  },
  {
    url: '/concepts/why-webpack/',
    title: 'Why webpack',
    description: 'The problem a bundler solves.',
    section: 'concepts',
    sections: [section('', '', 0, 'Scripts shared one global scope.'), section('the-problem', 'The problem', 2, 'Globals collide.')],
  },
];
