// Runs before any other module of the bundle: change where webpack loads
// files from when the page says so (for example a CDN chosen per deployment).
if (window.ASSET_BASE_URL) {
  __webpack_public_path__ = window.ASSET_BASE_URL;
}
