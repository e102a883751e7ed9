export function showHelp() {
  const help = document.createElement('p');
  help.className = 'help';
  help.textContent = 'Press ? at any time to open this help.';
  document.body.append(help);
}
