import { formatPrice } from './format.js';

const heading = document.createElement('h1');
heading.textContent = 'Output management';

const price = document.createElement('p');
price.textContent = `Today's special: ${formatPrice(4.5)}`;

document.body.append(heading, price);
