export function circleArea(radius) {
  return Math.PI * radius ** 2;
}

export function circleCircumference(radius) {
  console.log('circleCircumference() was kept in the bundle');
  return 2 * Math.PI * radius;
}
