export function createCounter(label) {
  let count = 0;
  const button = document.createElement('button');
  button.textContent = `${label}: ${count}`;
  button.addEventListener('click', () => {
    count += 1;
    button.textContent = `${label}: ${count}`;
    console.log(`${label} clicked ${count} time(s)`);
  });
  return button;
}
