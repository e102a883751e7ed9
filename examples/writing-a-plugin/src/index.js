import { formatBytes } from './format.js';

console.log(`The report lists every file, for example ${formatBytes(2048)} ones.`);

// A dynamic import becomes a separate chunk, so the report has two JavaScript files.
document.querySelector('button')?.addEventListener('click', async () => {
  const { drawChart } = await import(/* webpackChunkName: "chart" */ './chart.js');
  drawChart();
});
