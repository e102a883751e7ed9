// Older code that still uses require(): it gets the "require" condition.
const kit = require('temperature-kit');

exports.legacyReport = function legacyReport() {
  return `require got the ${kit.flavour}`;
};
