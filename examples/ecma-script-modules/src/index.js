// A fully specified path: the file extension is part of the import.
import { formatPrice } from './format.js';
// The default import of a CommonJS module is its module.exports object.
import vatRates from './vat-rates.cjs';

console.log(`Base price: ${formatPrice(1250)}`);

// Top-level await: the module waits for the lazily loaded chunk.
const { invoiceLine } = await import('./invoice.js');
console.log(invoiceLine('Books', 1250, vatRates.reduced));
console.log(invoiceLine('Lamp', 4000, vatRates.standard));
