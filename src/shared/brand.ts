/** The site's own cube mark as SVG markup, for the favicon and the generated app icons. */
export const MARK_PATHS = [
  { d: 'M32 3 58 18v28L32 61 6 46V18Z', fill: '#8ed6fb' },
  { d: 'M32 14 48 23v18L32 50 16 41V23Z', fill: '#1c78c0' },
  { d: 'M32 14 48 23 32 32 16 23Z', fill: '#5fb6ea' },
  { d: 'M32 32v18l16-9V23Z', fill: '#175d96' },
] as const;

/** The mark as a standalone SVG document, optionally on a square background. */
export function markSvg(background?: string): string {
  const bg = background === undefined ? '' : `<rect width="64" height="64" fill="${background}"/>`;
  const inner = MARK_PATHS.map((p) => `<path d="${p.d}" fill="${p.fill}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${bg}${background === undefined ? inner : `<g transform="translate(8 8) scale(.75)">${inner}</g>`}</svg>`;
}
