import { orderSummary } from './legacy/order-summary.js';

// #region polyfill
// Load the polyfill only in browsers that need it.
if (typeof Object.groupBy !== 'function') {
  await import(/* webpackChunkName: "group-by-polyfill" */ './polyfills/group-by.js');
}
// #endregion

const orders = [
  { item: 'green tea', status: 'shipped' },
  { item: 'teapot', status: 'pending' },
  { item: 'honey', status: 'shipped' },
];

const byStatus = Object.groupBy(orders, (order) => order.status);
for (const [status, list] of Object.entries(byStatus)) {
  console.log(`${status}: ${orderSummary(list.map((order) => order.item))}`);
}
