export function greet(name) {
  return `Hello from the ${name}!`;
}

// Never imported: production builds drop it.
export function wave() {
  return 'o/';
}
