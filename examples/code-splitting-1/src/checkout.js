import { sumBy } from 'lodash-es';
import { formatMoney } from './shared/money.js';
import { products } from './shared/products.js';

console.log(`checkout: total ${formatMoney(sumBy(products, 'cents'))}`);
