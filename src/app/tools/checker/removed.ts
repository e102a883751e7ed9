/**
 * Options and values an earlier webpack took and the installed webpack 5 rejects, so the checker
 * can say when each went and link the migration guide's section about it. webpack's own hints
 * name some (`BREAKING CHANGE since webpack 5`, `was removed in webpack 2.0.0`); the others come
 * from the migration guides (content/migrate/4.md, 5.md) and are checked against the webpack 5
 * schema, which has no such property (tests/unit/checker/corpus.test.ts validates each one).
 */

/** An option or value an earlier major version had and a later one removed. */
export interface Removal {
  /** The major version that removed it. */
  removedIn: 2 | 4 | 5;
  /** One sentence for the reader. */
  sentence: string;
  /** The migration guide's section about it. */
  link: string;
  /** The link's text. */
  linkText: string;
}

const TO_5 = '/migrate/5/';
const TO_5_TEXT = 'Migrating to webpack 5';

/** Properties webpack 5 dropped, by their parent's option path (`''` is the top level), with the section that covers them. */
const REMOVED_IN_5: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  output: {
    futureEmitAssets: '#what-you-can-remove',
    jsonpFunction: '#output-options-were-renamed',
    hotUpdateFunction: '#output-options-were-renamed',
    jsonpScriptType: '#output-options-were-renamed',
    chunkCallbackName: '#output-options-were-renamed',
    devtoolLineToLine: '',
  },
  optimization: {
    occurrenceOrder: '#module-and-chunk-id-options-were-replaced',
    namedModules: '#module-and-chunk-id-options-were-replaced',
    namedChunks: '#module-and-chunk-id-options-were-replaced',
    hashedModuleIds: '#module-and-chunk-id-options-were-replaced',
  },
  'optimization.splitChunks': { automaticNamePrefix: '#splitchunks-settings-changed', automaticNameMaxLength: '#splitchunks-settings-changed' },
  'optimization.splitChunks.cacheGroups': { automaticNamePrefix: '#splitchunks-settings-changed', automaticNameMaxLength: '#splitchunks-settings-changed' },
  'module.rules[]': { query: '#rule-syntax-from-webpack-1-is-gone', loaders: '#rule-syntax-from-webpack-1-is-gone' },
  resolve: { concord: '' },
  stats: { maxModules: '#stats-options-renamed' },
};

/** The `node` keys webpack 5 keeps; webpack 4 also took `process`, `Buffer`, `setImmediate`, `console` and any core module's name (`fs: 'empty'`). */
const NODE_KEPT = new Set(['global', '__filename', '__dirname']);

/**
 * webpack's hint for a property it removed in webpack 5 (its postFormatter's wording). Not "no
 * longer": webpack's hint for any unknown top-level property says custom properties are "no
 * longer" allowed since webpack 2, which once marked every top-level typo as removed in webpack 5.
 */
const HINT_5 = /BREAKING CHANGE|has been removed/;

/** The name under which a cache group's option sits: `optimization.splitChunks.cacheGroups.vendor` → `…cacheGroups`. */
function parentKey(parent: string): string {
  return /^optimization\.splitChunks\.cacheGroups\.[^.]+$/.test(parent) ? 'optimization.splitChunks.cacheGroups' : parent;
}

/**
 * The removal behind an unknown property, if it is one: `key` under the option path `parent`
 * (`''` at the top, array items as `[]`: `module.rules[]`), with webpack's hint for it; `option`
 * is the property as the page names it (`module.rules[0].query`).
 */
export function removedProperty(parent: string, key: string, hint: string, option: string): Removal | undefined {
  if (parent === '' && key === 'debug')
    return { removedIn: 2, sentence: '`debug` was removed in webpack 2; loaders that still read it get it from LoaderOptionsPlugin.', link: '/migrate/3/#messages-you-may-see', linkText: 'Leftovers from webpack 1' };
  if (parent === 'module' && key === 'loaders')
    return { removedIn: 4, sentence: '`module.loaders` is webpack 1 syntax, accepted until webpack 3 and removed in webpack 4: use `module.rules`.', link: '/migrate/4/#moduleloaders-was-removed', linkText: 'Migrating to webpack 4' };
  if (parent === 'node' && !NODE_KEPT.has(key))
    return { removedIn: 5, sentence: `\`${option}\` existed in webpack 4 and was removed in webpack 5, which keeps only \`node.global\`, \`node.__filename\` and \`node.__dirname\`.`, link: `${TO_5}#nodejs-polyfills-are-no-longer-included`, linkText: TO_5_TEXT };
  const section = REMOVED_IN_5[parentKey(parent)]?.[key];
  if (section !== undefined || HINT_5.test(hint)) return { removedIn: 5, sentence: `\`${option}\` existed in webpack 4 and was removed in webpack 5.`, link: `${TO_5}${section ?? ''}`, linkText: TO_5_TEXT };
  return undefined;
}

/** The keywords a `devtool` name may hold before `source-map`, in the order webpack 5 requires (`eval`, `inline` and `hidden` exclude one another). */
const DEVTOOL_ORDER = ['inline', 'hidden', 'eval', 'nosources', 'cheap', 'module'];

/**
 * webpack 5's name for a `devtool` value webpack 4 took with its keywords in another order
 * (`cheap-module-eval-source-map` → `eval-cheap-module-source-map`), if the value is one.
 * webpack 4 looked for each keyword anywhere in the name; webpack 5 matches a pattern.
 */
export function devtoolRename(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.endsWith('source-map')) return undefined;
  const words = value.slice(0, -'source-map'.length).split('-').filter((w) => w !== '');
  if (new Set(words).size !== words.length || words.some((w) => !DEVTOOL_ORDER.includes(w))) return undefined;
  if (words.filter((w) => w === 'inline' || w === 'hidden' || w === 'eval').length > 1 || (words.includes('module') && !words.includes('cheap'))) return undefined;
  const renamed = [...DEVTOOL_ORDER.filter((w) => words.includes(w)), 'source-map'].join('-');
  return renamed === value ? undefined : renamed;
}

/** The removal behind a rejected `devtool` value, if webpack 4 took it in another order. */
export function removedDevtool(value: unknown): Removal | undefined {
  const renamed = devtoolRename(value);
  if (renamed === undefined) return undefined;
  return { removedIn: 5, sentence: `webpack 4 took \`${String(value)}\`; webpack 5 wants the same keywords in its order: \`${renamed}\`.`, link: `${TO_5}#devtool-names-are-stricter`, linkText: TO_5_TEXT };
}
