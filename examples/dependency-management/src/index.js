// #region dynamic-import
// The path is an expression, so webpack bundles every file it could match:
// each JSON file in ./locales becomes its own chunk, loaded on demand.
async function loadMessages(locale) {
  const { default: messages } = await import(
    /* webpackChunkName: "locale-[request]" */
    /* webpackExclude: /\.draft\.json$/ */
    `./locales/${locale}.json`
  );
  return messages;
}
// #endregion

// #region context
// A context: every .js file directly in ./formatters, bundled into this chunk.
const formatters = import.meta.webpackContext('./formatters', {
  recursive: false,
  regExp: /\.js$/,
});
// #endregion

console.log(`Formatters found: ${formatters.keys().join(', ')}`);

const messages = await loadMessages('de');
for (const key of formatters.keys()) {
  const { name, format } = formatters(key);
  console.log(`${name}: ${format(messages.greeting)}`);
}
