import { fileURLToPath } from 'node:url';

// #region schema
// JSON schema for the loader's options. The title names the loader in validation errors.
const schema = {
  title: 'Messages Loader options',
  type: 'object',
  additionalProperties: false,
  properties: {
    esModule: {
      description: 'Emit ES module named exports (true) or a CommonJS object (false).',
      type: 'boolean',
    },
    strict: {
      description: 'Report malformed lines as errors instead of warnings.',
      type: 'boolean',
    },
  },
};
// #endregion

// #region parse
const LINE = /^([A-Za-z_$][\w$]*)\s*=\s*(.*)$/;

// Turns the text of a .messages file into [key, template] pairs.
// Blank lines and lines starting with # are skipped; anything else that is not
// `key = text` is returned in `problems` with its line number.
function parseMessages(text) {
  const messages = [];
  const problems = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const match = LINE.exec(line);
    if (match) {
      messages.push([match[1], match[2]]);
    } else {
      problems.push(`line ${index + 1}: expected "key = text", got "${line}"`);
    }
  });
  return { messages, problems };
}
// #endregion

// #region generate
// Builds the JavaScript source that replaces the .messages file in the bundle.
function generateModule(messages, helperRequest, esModule) {
  const helper = JSON.stringify(helperRequest);
  if (esModule) {
    // One named export per message, so unused messages can be tree-shaken.
    const exports = messages.map(
      ([key, template]) =>
        `export const ${key} = (values = {}) => formatMessage(${JSON.stringify(template)}, values);`,
    );
    return [`import { formatMessage } from ${helper};`, ...exports].join('\n');
  }
  const entries = messages.map(
    ([key, template]) =>
      `  ${key}: (values = {}) => formatMessage(${JSON.stringify(template)}, values),`,
  );
  return [`const { formatMessage } = require(${helper});`, 'module.exports = {', ...entries, '};'].join('\n');
}
// #endregion

// #region loader
export default function messagesLoader(source) {
  // Options from module.rules[].options, checked against the schema.
  const { esModule = true, strict = false } = this.getOptions(schema);

  const { messages, problems } = parseMessages(source);
  for (const problem of problems) {
    const error = new Error(`${this.resourcePath} ${problem}`);
    if (strict) this.emitError(error);
    else this.emitWarning(error);
  }

  // A request for the runtime helper, relative to the module being compiled, so that
  // no absolute path of this machine ends up in the bundle or the persistent cache.
  const helperRequest = this.utils.contextify(
    this.context,
    fileURLToPath(new URL('./format-message.js', import.meta.url)),
  );

  return generateModule(messages, helperRequest, esModule);
}
// #endregion
