export function formatReceipt(items) {
  const lines = items.map((item) => `${item.name.padEnd(12)}${(item.cents / 100).toFixed(2)}`);
  const total = items.reduce((sum, item) => sum + item.cents, 0);
  return [...lines, `${'Total'.padEnd(12)}${(total / 100).toFixed(2)}`].join('\n');
}
