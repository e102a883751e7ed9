export function renderQuote() {
  const quote = document.createElement('blockquote');
  quote.textContent = 'Make it work, then make it fast.';
  return quote;
}
