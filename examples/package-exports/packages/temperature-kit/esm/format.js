export function formatTemperature(celsius, fahrenheit) {
  return `${celsius}°C is ${fahrenheit}°F`;
}
