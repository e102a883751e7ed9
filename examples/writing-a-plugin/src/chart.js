export function drawChart() {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 200;
  document.body.append(canvas);
}
