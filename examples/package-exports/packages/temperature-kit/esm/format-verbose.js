export function formatTemperature(celsius, fahrenheit) {
  if (typeof celsius !== 'number') throw new TypeError('celsius must be a number');
  return `${celsius}°C is ${fahrenheit}°F (development build of temperature-kit/format)`;
}
