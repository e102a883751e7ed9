// An older CommonJS module: it uses module.exports instead of export.
module.exports = {
  standard: 0.2,
  reduced: 0.055,
};
