exports.flavour = 'CommonJS build';

exports.toFahrenheit = function toFahrenheit(celsius) {
  return Math.round(((celsius * 9) / 5 + 32) * 10) / 10;
};
