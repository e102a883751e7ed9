const heading = document.createElement('h1');
heading.textContent = 'Works offline';
document.body.append(heading);

// #region register
if ('serviceWorker' in navigator) {
  // Register after the page has loaded, so the worker's own downloads
  // don't compete with the page's first render.
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/service-worker.js')
      .then((registration) => {
        console.log('Service worker registered with scope', registration.scope);
      })
      .catch((error) => {
        console.log('Service worker registration failed:', error.message);
      });
  });
}
// #endregion
