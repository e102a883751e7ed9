import './layout.scss';
import { card, title } from './card.module.scss';

console.log(`card: ${card}`);
console.log(`title: ${title}`);
