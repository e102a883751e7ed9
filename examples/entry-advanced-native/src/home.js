const heading = document.createElement('h1');
heading.className = 'home-title';
heading.textContent = 'Welcome home';
document.body.append(heading);
console.log('home.js ran');
