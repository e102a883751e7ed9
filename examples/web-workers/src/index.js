// #region worker
// webpack finds ./prime-worker.js through `new URL(..., import.meta.url)`,
// bundles it as a separate entry and puts the emitted file's URL here.
const worker = new Worker(
  /* webpackChunkName: "prime-worker" */ new URL('./prime-worker.js', import.meta.url),
);
// #endregion

const output = document.createElement('p');
output.textContent = 'Counting primes in a web worker…';
document.body.append(output);

worker.addEventListener('message', (event) => {
  const { limit, count } = event.data;
  output.textContent = `There are ${count} primes up to ${limit}.`;
  console.log(output.textContent);
});

worker.postMessage(100000);
