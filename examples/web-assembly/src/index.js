import { add } from './math.wasm';
import { countTo } from './counter.wasm';

const sum = document.createElement('p');
sum.textContent = `2 + 3 = ${add(2, 3)}`;
document.body.append(sum, document.createElement('ol'));

countTo(3);
