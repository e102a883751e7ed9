/**
 * The allowlist every page passes through after raw HTML is parsed: GitHub's rules plus the
 * classes our own markup uses and plain SVG for diagrams. Scripts, styles, event handlers and
 * any URL scheme other than http(s)/mailto never survive it.
 */
import { defaultSchema } from 'hast-util-sanitize';
import type { Options as SanitizeSchema } from 'rehype-sanitize';

const SVG_TAGS = [
  'svg', 'g', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'title', 'desc', 'defs', 'marker',
];
const SVG_ATTRIBUTES = [
  'viewBox', 'width', 'height', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry',
  'd', 'points', 'fill', 'stroke', 'strokeWidth', 'strokeDashArray', 'strokeLinecap',
  'strokeLinejoin', 'opacity', 'fillOpacity', 'transform', 'textAnchor', 'dominantBaseline',
  'fontSize', 'fontWeight', 'fontFamily', 'markerEnd', 'markerStart', 'markerWidth',
  'markerHeight', 'refX', 'refY', 'orient', 'role', 'ariaLabel', 'ariaLabelledBy',
  'ariaDescribedBy', 'ariaHidden', 'focusable', 'xmlns', 'preserveAspectRatio', 'className',
];

const base = defaultSchema;

/** Presentational attributes HTML no longer has: README markup uses them, pages must not. */
const DEPRECATED = new Set(['align', 'axis', 'border', 'cellPadding', 'cellSpacing', 'char', 'charOff', 'charSet', 'clear', 'color', 'compact', 'frame', 'hSpace', 'noHref', 'noShade', 'noWrap', 'rev', 'rules', 'vAlign']);

export const sanitizeSchema: SanitizeSchema = {
  ...base,
  tagNames: [...(base.tagNames ?? []), 'figure', 'figcaption', 'aside', 'mark', 'abbr', 'small', ...SVG_TAGS],
  attributes: {
    ...base.attributes,
    '*': (base.attributes?.['*'] ?? []).filter((a) => !(typeof a === 'string' && DEPRECATED.has(a))),
    div: [...(base.attributes?.['div'] ?? []), ['className', /^callout/, 'table-wrap'], 'role'],
    p: [['className', 'callout-title']],
    // The destination a vague README link text gets as hidden text (third-party/remark-readme.ts).
    span: [...(base.attributes?.['span'] ?? []), ['className', 'visually-hidden']],
    code: [['className', /^language-[\w+#-]+$/], 'dataMeta'],
    figure: [['className', /^(diagram|figure)/]],
    ...Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES])),
  },
  // No `style` anywhere: the stylesheet is the only source of styles (a strict CSP forbids them).
};
