import './styles.css';
import { formatReceipt } from './receipt.js';

const items = [
  { name: 'Espresso', cents: 250 },
  { name: 'Croissant', cents: 320 },
];

// #region node-env
if (process.env.NODE_ENV !== 'production') {
  // Only development builds keep this check; production builds drop it.
  for (const item of items) {
    if (!Number.isInteger(item.cents)) {
      console.warn(`Price of ${item.name} is not a whole number of cents`);
    }
  }
  console.log('Development build: price checks are on');
}
// #endregion

const receipt = document.createElement('pre');
receipt.className = 'receipt';
receipt.textContent = formatReceipt(items);
document.body.append(receipt);
