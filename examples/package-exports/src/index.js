import { flavour, toFahrenheit } from 'temperature-kit';
import { formatTemperature } from 'temperature-kit/format';
import kitPackage from 'temperature-kit/package.json';
import { legacyReport } from './legacy.cjs';

console.log(formatTemperature(21.5, toFahrenheit(21.5)));
console.log(`import got the ${flavour} of temperature-kit ${kitPackage.version}`);
console.log(legacyReport());
