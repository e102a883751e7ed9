export function greeting(name) {
  return `Hello, ${name}! This line was put together by webpack.`;
}
