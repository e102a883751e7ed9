/**
 * One page of each template of the real site, for the gates that cannot afford every page in
 * every mode (accessibility in two themes and two widths, no-JavaScript text) and for the
 * benchmark's per-template bytes.
 */

/** A template and the page that stands for it. */
export interface TemplatePage {
  /** Template name as printed. */
  name: string;
  /** A route of that template (the not-found template: any unknown route). */
  url: string;
  /** HTTP status the preview server answers with. */
  status: number;
}

export const TEMPLATE_PAGES: readonly TemplatePage[] = [
  { name: 'home', url: '/', status: 200 },
  { name: 'section index', url: '/concepts/', status: 200 },
  { name: 'documentation page', url: '/guides/getting-started/', status: 200 },
  { name: 'long page', url: '/configuration/output/', status: 200 },
  { name: 'third-party page', url: '/loaders/css-loader/', status: 200 },
  { name: 'blog post', url: '/blog/2020-10-10-webpack-5-release/', status: 200 },
  { name: 'printable page', url: '/migrate/printable/', status: 200 },
  { name: 'not-found page', url: '/this-page-does-not-exist/', status: 404 },
];

/** The viewports every template is checked at: a phone and a desktop. */
export const GATE_VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

/** Both themes. */
export const GATE_THEMES = ['light', 'dark'] as const;
