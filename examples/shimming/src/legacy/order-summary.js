// Written for a page that loaded lodash with a <script> tag:
// it uses the global `_` and imports nothing.
export function orderSummary(items) {
  return _.join(
    items.map((item) => _.capitalize(item)),
    ', ',
  );
}
