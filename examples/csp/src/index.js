// First import: it must run before anything adds a <script> or <style> tag.
import './csp-nonce.js';
import './styles.css';

const button = document.createElement('button');
button.textContent = 'Help';
button.addEventListener('click', async () => {
  const { showHelp } = await import(/* webpackChunkName: "help" */ './help.js');
  showHelp();
});
document.body.append(button);
