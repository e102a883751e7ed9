const shortcuts = [
  ['?', 'Show this list'],
  ['/', 'Focus the search box'],
  ['g h', 'Go to the home page'],
];

console.log('shortcuts.js: module evaluated');

export function renderShortcuts() {
  const list = document.createElement('dl');
  for (const [keys, action] of shortcuts) {
    const term = document.createElement('dt');
    term.textContent = keys;
    const description = document.createElement('dd');
    description.textContent = action;
    list.append(term, description);
  }
  return list;
}
