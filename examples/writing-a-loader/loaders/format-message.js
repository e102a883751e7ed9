// Runtime helper that every compiled .messages module imports.
// It ends up in the bundle once, however many message files there are.
export function formatMessage(template, values) {
  return template.replace(/\{(\w+)\}/g, (placeholder, key) =>
    Object.hasOwn(values, key) ? String(values[key]) : placeholder,
  );
}
