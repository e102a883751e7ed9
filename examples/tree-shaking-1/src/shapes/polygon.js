function buildLookupTable(sideCounts) {
  return new Map(sideCounts.map((sides) => [sides, `polygon.js lookup table for ${sides} sides`]));
}

// Runs when the module is evaluated: a function call that might have side effects.
export const polygonNames = buildLookupTable([3, 4, 5, 6]);

export function polygonPerimeter(sides, length) {
  return sides * length;
}
