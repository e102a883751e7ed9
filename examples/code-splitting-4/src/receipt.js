import { sumBy } from 'lodash-es';
import { formatMoney } from './shared/money.js';

export function renderReceipt(items) {
  const lines = items.map((item) => `${item.name.padEnd(14)}${formatMoney(item.cents)}`);
  return [...lines, `${'Total'.padEnd(14)}${formatMoney(sumBy(items, 'cents'))}`].join('\n');
}
