// #region imports
import './global.css';
import { button, primaryAction } from './button.module.css';
// #endregion

// #region use
const save = document.createElement('button');
save.className = primaryAction;
save.textContent = 'Save';
document.body.append(save);
// #endregion

console.log(`button: ${button}`);
console.log(`primaryAction: ${primaryAction}`);
