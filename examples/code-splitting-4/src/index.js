import { products } from './shared/products.js';

console.log('index: page ready, receipt code not loaded yet');

// #region dynamic-import
async function printReceipt() {
  const { renderReceipt } = await import(/* webpackChunkName: "receipt" */ './receipt.js');
  console.log(renderReceipt(products));
}
// #endregion

printReceipt();
