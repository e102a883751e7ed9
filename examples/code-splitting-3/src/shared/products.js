export const products = [
  { name: 'Notebook', cents: 450 },
  { name: 'Fountain pen', cents: 2400 },
  { name: 'Ink', cents: 900 },
];
