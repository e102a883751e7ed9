import { formatPrice } from './format.js';

export function invoiceLine(label, cents, rate) {
  const withVat = Math.round(cents * (1 + rate));
  return `${label}: ${formatPrice(cents)} + VAT = ${formatPrice(withVat)}`;
}
