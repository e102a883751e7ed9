function buildLookupTable(sideCounts) {
  return new Map(sideCounts.map((sides) => [sides, `polygon.js lookup table for ${sides} sides`]));
}

// The annotation promises that this call only computes its result.
export const polygonNames = /*#__PURE__*/ buildLookupTable([3, 4, 5, 6]);

export function polygonPerimeter(sides, length) {
  return sides * length;
}
