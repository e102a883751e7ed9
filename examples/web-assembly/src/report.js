// Called by counter.wasm once for every number it counts.
export function report(step) {
  const item = document.createElement('li');
  item.textContent = `counted ${step}`;
  document.querySelector('ol').append(item);
}
