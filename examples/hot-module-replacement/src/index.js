import { createCounter } from './counter.js';
import { renderQuote } from './quote.js';

document.body.append(createCounter('Edits'));

let quote = renderQuote();
document.body.append(quote);

// #region accept
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('./quote.js', () => {
    // `renderQuote` now refers to the updated module
    const updated = renderQuote();
    quote.replaceWith(updated);
    quote = updated;
  });
}
// #endregion
