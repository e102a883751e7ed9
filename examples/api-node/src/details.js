export function showDetails() {
  console.log('details loaded on demand');
}
