import { createCounter } from './counter.js';

const heading = document.createElement('h1');
heading.textContent = 'Development';

document.body.append(heading, createCounter('Coffees'));
