import { sortBy } from 'lodash-es';
import { formatMoney } from './shared/money.js';
import { products } from './shared/products.js';

for (const product of sortBy(products, 'cents')) {
  console.log(`home: ${product.name} ${formatMoney(product.cents)}`);
}
