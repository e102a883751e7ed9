import { round } from 'lodash-es';

export function toCelsius(fahrenheit) {
  return round(((fahrenheit - 32) * 5) / 9, 1);
}

export function toFahrenheit(celsius) {
  return round((celsius * 9) / 5 + 32, 1);
}

export function formatTemperature(value, unit = 'C') {
  return `${value} °${unit}`;
}
