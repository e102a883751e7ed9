import { greet } from '../pkg/hello_wasm.js';

const line = document.createElement('p');
line.textContent = greet();
document.body.append(line);
