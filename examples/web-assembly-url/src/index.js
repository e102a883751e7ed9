const url = new URL('./math.wasm', import.meta.url);
const { instance } = await WebAssembly.instantiateStreaming(fetch(url));
const { add } = instance.exports;

const line = document.createElement('p');
line.textContent = `${url.pathname}: 2 + 3 = ${add(2, 3)}`;
document.body.append(line);
