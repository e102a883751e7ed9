import { countPrimes } from './primes.js';

// `self` is the worker's global scope. Messages arrive here...
self.addEventListener('message', (event) => {
  const limit = event.data;
  const started = performance.now();
  const count = countPrimes(limit);
  // ...and results go back to the page.
  self.postMessage({ limit, count, ms: Math.round(performance.now() - started) });
});
