import { greeting } from './greeting.js';

const message = greeting('new webpack user');

const paragraph = document.createElement('p');
paragraph.textContent = message;
document.body.append(paragraph);

console.log(message);
