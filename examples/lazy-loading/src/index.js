const button = document.createElement('button');
button.textContent = 'Show keyboard shortcuts';
document.body.append(button);

// #region on-click
button.addEventListener('click', async () => {
  button.disabled = true;
  try {
    const { renderShortcuts } = await import(
      /* webpackChunkName: "shortcuts" */
      /* webpackPrefetch: true */
      './shortcuts.js'
    );
    button.replaceWith(renderShortcuts());
  } catch (error) {
    // A ChunkLoadError: offline, or the file is gone after a new deployment
    console.error(`Could not load the shortcuts: ${error.name}`);
    button.disabled = false;
  }
});
// #endregion
