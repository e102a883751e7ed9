// "#round" is a private alias from the "imports" field of this package.
import { round } from '#round';

export const flavour = 'ES module build';

export function toFahrenheit(celsius) {
  return round((celsius * 9) / 5 + 32);
}
