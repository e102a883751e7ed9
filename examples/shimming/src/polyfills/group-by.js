// A small polyfill for Object.groupBy (ES2024), for browsers that lack it.
// Real projects usually take polyfills from core-js instead of writing them.
if (typeof Object.groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    configurable: true,
    writable: true,
    value: function groupBy(items, callback) {
      const groups = Object.create(null);
      let index = 0;
      for (const item of items) {
        const key = callback(item, index++);
        (groups[key] ??= []).push(item);
      }
      return groups;
    },
  });
  console.log('Object.groupBy polyfill loaded');
}
