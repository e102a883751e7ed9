export function drawChart(container) {
  const chart = document.createElement('p');
  chart.className = 'chart';
  chart.textContent = '▁▃▅▇ sales are up';
  container.append(chart);
}
