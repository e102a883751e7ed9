import { toCelsius, type Reading } from './temperature';

const readings: Reading[] = [
  { city: 'Lisbon', value: 21, unit: 'C' },
  { city: 'Chicago', value: 59, unit: 'F' },
];

const list = document.createElement('ul');
for (const reading of readings) {
  const item = document.createElement('li');
  item.textContent = `${reading.city}: ${toCelsius(reading).toFixed(1)} °C`;
  list.append(item);
}
document.body.append(list);
console.log(`Rendered ${readings.length} readings`);
