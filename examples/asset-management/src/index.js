import './styles.css';
import logoUrl from './assets/logo.svg';
import tasks from './data/tasks.json';
import settings from './data/settings.json5';

const card = document.createElement('section');
card.className = 'card';

const logo = document.createElement('img');
logo.src = logoUrl;
logo.alt = 'A blue cube';

const heading = document.createElement('h1');
heading.textContent = settings.heading;

const list = document.createElement('ul');
for (const task of tasks) {
  if (task.done && !settings.showDone) continue;
  const item = document.createElement('li');
  item.textContent = task.title;
  list.append(item);
}

card.append(logo, heading, list);
document.body.append(card);
