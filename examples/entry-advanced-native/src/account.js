const form = document.createElement('form');
form.className = 'account-form';
form.textContent = 'Your account';
document.body.append(form);
console.log('account.js ran');
