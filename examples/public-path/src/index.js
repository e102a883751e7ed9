// #region imports
import './public-path.js';
import logoUrl from './logo.svg';
// #endregion

const logo = document.createElement('img');
logo.src = logoUrl;
logo.alt = 'Logo';
console.log(`logo: ${logoUrl}`);

const button = document.createElement('button');
button.textContent = 'Show chart';
button.addEventListener('click', async () => {
  const { drawChart } = await import(/* webpackChunkName: "chart" */ './chart.js');
  drawChart(document.body);
  console.log('chart loaded');
});

document.body.append(logo, button);
