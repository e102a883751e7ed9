// A second, independent script: it shares no code with app.js.
const visit = { page: document.title, at: 'page load' };
console.log(`analytics: recorded a visit to "${visit.page}" at ${visit.at}`);
