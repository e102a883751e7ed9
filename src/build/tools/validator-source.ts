/**
 * The configuration checker's validator: webpack's options schema compiled at build time into a
 * module that runs in the browser without `eval` or `new Function` (the site's CSP forbids both).
 *
 * `webpack.validate` reports errors through schema-utils, which compiles the schema with ajv at
 * run time (`new Function`). Here the same ajv (schema-utils' own copy), with the same options
 * (`allErrors`, `verbose`, `$data`, `strict: false`) and the same keywords, writes the validating
 * function out as source with ajv's standalone mode, so it reports the very error objects the
 * full validation does. Standalone mode cannot write out a keyword implemented by a JavaScript
 * function (ajv-keywords' `instanceof`, schema-utils' `absolutePath` and `undefinedAsNull`), so
 * each gets a function of the same behaviour whose source the module carries (KEYWORD_HELPERS);
 * ajv still writes the code around it (how its result and errors are reported).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { modeDefaults } from './mode-defaults.ts';
import { compactValidator, ERROR_HELPERS, topLevel } from './validator-compact.ts';

const require = createRequire(import.meta.url);
/** schema-utils' own dependencies (its ajv 8), not the ajv 6 at the top of node_modules. */
const schemaUtilsRequire = createRequire(require.resolve('schema-utils'));

/** The property of a keyword function that holds the code recreating it in the module. */
const STANDALONE = Symbol('standalone code');

/**
 * The helpers the module defines before ajv's code: the same behaviour as ajv-keywords'
 * `instanceof` and schema-utils' `absolutePath` (messages included), written out as source.
 */
const KEYWORD_HELPERS = `
function checkerInstanceof(names) {
  var constructors = names.map(function (name) { return typeof globalThis[name] === "function" ? globalThis[name] : undefined; });
  return function (data) {
    for (var i = 0; i < constructors.length; i++) if (constructors[i] !== undefined && data instanceof constructors[i]) return true;
    return false;
  };
}
function checkerAbsolutePath(shouldBeAbsolute, parentSchema) {
  function failure(message, data) {
    return { dataPath: undefined, schemaPath: undefined, keyword: "absolutePath", params: { absolutePath: data }, message: message, parentSchema: parentSchema };
  }
  var callback = function (data) {
    var passes = true;
    if (data.includes("!")) {
      callback.errors = [failure("The provided value " + JSON.stringify(data) + " contains exclamation mark (!) which is not allowed because it's reserved for loader syntax.", data)];
      passes = false;
    }
    if (shouldBeAbsolute !== /^(?:file:(?=\\/))?(?:[A-Za-z]:(\\\\|\\/)|\\\\\\\\|\\/)/i.test(data)) {
      callback.errors = [failure(shouldBeAbsolute
        ? "The provided value " + JSON.stringify(data) + " is not an absolute path!"
        : "A relative path is expected. However, the provided value " + JSON.stringify(data) + " is an absolute path!", data)];
      passes = false;
    }
    return passes;
  };
  callback.errors = [];
  return callback;
}
`;

interface AjvCodegen {
  _Code: new (code: string) => unknown;
  stringify: (value: unknown) => unknown;
  _: (strings: TemplateStringsArray, ...values: unknown[]) => unknown;
}

type KeywordFunction = ((...args: unknown[]) => unknown) & {
  [STANDALONE]?: unknown;
};

/** The validator as two CommonJS modules (`webpackOptionsValidatorModules`). */
export interface ValidatorModules {
  /**
   * ajv's validating function for webpack's options schema, as a module exporting a function of
   * that schema. It requires nothing, so the browser bundle leaves it unparsed (`module.noParse`,
   * `VALIDATOR_AJV_FILE`): three quarters of the module's bytes, 0.3 s of webpack's parser.
   */
  ajv: string;
  /** The module the checker imports, given the expression that yields the first's exports (its `require`). */
  main: (ajvExports: string) => string;
}

/**
 * Source of one CommonJS module exporting ajv's validating function for webpack's options schema
 * and webpack's way of reporting its errors; `compact: false` leaves out the rewrite of its error
 * literals (validator-compact.ts), for tests.
 */
export function webpackOptionsValidatorSource(options: { compact?: boolean } = {}): string {
  const { ajv, main } = webpackOptionsValidatorModules(options);
  return main(`(function () {\nvar module = { exports: {} };\n${ajv}\nreturn module.exports;\n})()`);
}

/** The validator's two modules (`ValidatorModules`). */
export function webpackOptionsValidatorModules({ compact = true }: { compact?: boolean } = {}): ValidatorModules {
  const Ajv = (
    schemaUtilsRequire('ajv') as {
      default: new (options: object) => AjvInstance;
    }
  ).default;
  const standaloneCode = (
    schemaUtilsRequire('ajv/dist/standalone') as {
      default: (ajv: AjvInstance, validate: unknown) => string;
    }
  ).default;
  const codegen = schemaUtilsRequire('ajv/dist/compile/codegen/code') as AjvCodegen;
  const scope = schemaUtilsRequire('ajv/dist/compile/codegen/scope') as {
    ValueScope: {
      prototype: {
        value: (this: unknown, name: unknown, value: { ref?: unknown; code?: unknown }) => unknown;
      };
    };
  };
  const schema = require('webpack/schemas/WebpackOptions.json') as object;
  const { _Code, stringify, _ } = codegen;
  // A keyword function tagged with its source gets it as its code in the module.
  const original = scope.ValueScope.prototype.value;
  scope.ValueScope.prototype.value = function (this: unknown, name, value) {
    const ref = value.ref as KeywordFunction | undefined;
    const code = typeof ref === 'function' ? ref[STANDALONE] : undefined;
    return original.call(this, name, code !== undefined && value.code === undefined ? { ...value, code } : value);
  };
  const tag = (fn: KeywordFunction, code: unknown): KeywordFunction => Object.assign(fn, { [STANDALONE]: code });
  try {
    // The options of schema-utils' validate.js, writing source.
    const ajv = new Ajv({
      strict: false,
      allErrors: true,
      verbose: true,
      $data: true,
      code: { source: true },
    });
    ajv.addKeyword({
      keyword: 'instanceof',
      schemaType: ['string', 'array'],
      compile: (value: unknown) => {
        const names = Array.isArray(value) ? (value as string[]) : [value as string];
        return tag(() => false, _`checkerInstanceof(${stringify(names)})`);
      },
    });
    ajv.addKeyword({
      keyword: 'absolutePath',
      type: 'string',
      errors: true,
      compile: (value: unknown, parentSchema: unknown) => tag(() => false, _`checkerAbsolutePath(${stringify(value)}, ${stringify(parentSchema)})`),
    });
    const undefinedAsNull = schemaUtilsRequire('schema-utils/dist/keywords/undefinedAsNull') as { default: (ajv: AjvInstance) => void };
    // Its validate function reads only its arguments, so its own source serves.
    const probe = new Ajv({ strict: false });
    undefinedAsNull.default(probe);
    const definition = probe.getKeyword('undefinedAsNull') as {
      validate: KeywordFunction;
    } & object;
    ajv.addKeyword({
      ...definition,
      keyword: 'undefinedAsNull',
      validate: tag(definition.validate, new _Code(`(function ${definition.validate.toString().replace(/^function\s*/, '')})`)),
    });
    const validate = ajv.compile(schema);
    const source = standaloneCode(ajv, validate).replace(/require\("ajv\/dist\/runtime\/(equal|ucs2length)"\)\.default/g, (_m, name: string) => {
      const helper = (
        schemaUtilsRequire(`ajv/dist/runtime/${name}`) as {
          default: () => unknown;
        }
      ).default;
      return `(${helper.toString()})`;
    });
    if (/\brequire\("/.test(source)) throw new Error('the standalone validator still requires a module');
    const shared = shareSchemaLiterals(source, schema, 'webpackSchema');
    const code = compact ? compactValidator(shared) : shared;
    const ajvModule = `// ajv's validating function for webpack's options schema, written by src/build/tools/validator-source.ts.\nmodule.exports = function (webpackSchema) {\n${KEYWORD_HELPERS}${compact ? ERROR_HELPERS : ''}\nvar module = { exports: {} };\n// ajv calls keyword functions with its instance as \`this\`; they do not read it.\nvar self = {};\n${code}\nreturn module.exports;\n};\n`;
    // Left unparsed by webpack, it must load nothing: a call webpack does not see would fail in the browser.
    const loads = /\b(?:require|import|define)\s*\(/.exec(ajvModule);
    if (loads !== null) throw new Error(`the standalone validator would load a module (${JSON.stringify(ajvModule.slice(loads.index, loads.index + 60))}), so webpack could not leave it unparsed`);
    return {
      ajv: ajvModule,
      main: (ajvExports) => `var webpackSchema = require("webpack/schemas/WebpackOptions.json");\nvar ajvValidate = ${ajvExports}(webpackSchema);\n${webpackValidationSource()}`,
    };
  } finally {
    scope.ValueScope.prototype.value = original;
  }
}

/**
 * ajv's standalone code declares each schema it reads as a literal (`const schema27 = {...}`,
 * the whole schema and then 248 of its parts, 480 KB of the 1.73 MB module), while the checker
 * bundles the schema itself anyway. Each literal that is the JSON of the schema or of a part of
 * it becomes a reference into `name`, the schema the module requires: the same values, without
 * the bytes for webpack to parse, swc to minify and the reader to download. A literal matching no
 * part stays as it is.
 */
export function shareSchemaLiterals(source: string, schema: unknown, name: string): string {
  const paths = new Map<string, string>();
  const visit = (value: unknown, at: string): void => {
    if (value === null || typeof value !== 'object') return;
    const json = JSON.stringify(value);
    if (!paths.has(json)) paths.set(json, at);
    for (const [key, child] of Object.entries(value)) visit(child, `${at}[${JSON.stringify(key)}]`);
  };
  visit(schema, name);
  const declaration = /\bconst schema\d+ = (?=[[{])/g;
  let out = '';
  let from = 0;
  for (let found = declaration.exec(source); found !== null; found = declaration.exec(source)) {
    const open = found.index + found[0].length;
    const { end } = topLevel(source, open + 1);
    const at = end === undefined ? undefined : paths.get(source.slice(open, end));
    if (end === undefined || at === undefined) continue;
    out += `${source.slice(from, open)}${at}`;
    from = end;
    declaration.lastIndex = end;
  }
  return out + source.slice(from);
}

/** Wraps the installed source of a CommonJS file as a function of its module, require and process. */
function wrapped(name: string, file: string): string {
  return `var ${name} = (function (module, exports, require, process) {\n${readFileSync(file, 'utf8')}\nreturn module.exports;\n});`;
}

/**
 * The installed code that turns ajv's errors into webpack's message, run as is: schema-utils'
 * `validate` (which groups the errors and throws its ValidationError) with ajv replaced by the
 * validating function above, and webpack's `lib/config/validateSchema.js` (its header and its
 * hints for removed and misspelled options) using that `validate`. `validateWebpackOptions`
 * then does what `webpack.validate` does for an invalid configuration.
 */
function webpackValidationSource(): string {
  const schemaUtilsValidate = require.resolve('schema-utils/dist/validate.js');
  const webpackValidateSchema = require.resolve('webpack/lib/config/validateSchema.js');
  return `
${wrapped('schemaUtilsModule', schemaUtilsValidate)}
${wrapped('webpackModule', webpackValidateSchema)}
var noop = function () { return undefined; };
function FakeAjv() {}
FakeAjv.prototype.compile = function () { return ajvValidate; };
var schemaUtilsHolder = { exports: {} };
var schemaUtils = schemaUtilsModule(schemaUtilsHolder, schemaUtilsHolder.exports, function (request) {
  if (request === "./ValidationError") return require("schema-utils/dist/ValidationError");
  if (request === "./util/memorize") return require("schema-utils/dist/util/memorize");
  if (request === "ajv") return { default: FakeAjv };
  return { default: noop };
}, { env: {} });
var webpackHolder = { exports: {} };
var validateSchema = webpackModule(webpackHolder, webpackHolder.exports, function () { return schemaUtils; });
module.exports = {
  validateWebpackOptions: function (options) { validateSchema(webpackSchema, options); },
  ValidationError: schemaUtils.ValidationError,
  schema: webpackSchema,
  defaults: ${JSON.stringify(modeDefaults())}
};
`;
}

interface AjvInstance {
  addKeyword: (definition: object) => void;
  getKeyword: (name: string) => unknown;
  compile: (schema: object) => unknown;
}
