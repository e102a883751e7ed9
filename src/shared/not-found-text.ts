/**
 * The spec's texts of the not-found page's body. A module of their own, apart from TEXT in
 * constants.ts: a module's used exports all go in the chunk that holds it (constants.ts is in the
 * first-load bundle), and these belong in the not-found view's chunk only.
 */
export const NOT_FOUND_TEXT = {
  body: 'Oops! The page you are looking for has been removed or relocated.',
  goHome: 'Go to Homepage',
} as const;
