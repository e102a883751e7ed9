// The server gave the <script> tag that loaded this bundle a fresh nonce.
// Browsers hide the nonce attribute from the DOM, but the property keeps it.
// Everything webpack adds to the page later (chunks, style tags) reuses it.
__webpack_nonce__ = document.currentScript.nonce;
