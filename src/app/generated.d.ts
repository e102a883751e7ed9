/* eslint-disable @typescript-eslint/consistent-type-imports -- ambient module declarations cannot use relative import statements, only import() types */
/** Modules the content pipeline generates into `.generated/` (webpack alias `@generated`). */
declare module '@generated/nav.json' {
  const nav: import('../shared/types.ts').NavTree;
  export default nav;
}

declare module '@generated/nav-summary.json' {
  const summary: import('../shared/types.ts').NavSummary;
  export default summary;
}

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

/** A file imported as its URL (the `?url` rule of webpack.config.ts): the defaults explorer's data. */
declare module '*.json?url' {
  const url: string;
  export default url;
}

/** True in the prerender (Node) bundle, false in the browser bundle. */
declare const __SSR__: boolean;

/** True in the dev server's browser bundle: page data then follows saves (src/app/data/loadPage.ts). */
declare const __DEV_SERVER__: boolean;

declare module '@generated/option-anchors.json' {
  /** Option path → URL of its heading (src/build/tools/option-anchors.ts). */
  const anchors: Readonly<Record<string, string>>;
  export default anchors;
}

/** webpack's options validator, generated at build time (src/build/tools/validator-source.ts; webpack alias). */
declare module '@webpack-validator' {
  /** Throws what `webpack.validate` throws for an invalid configuration. */
  export function validateWebpackOptions(options: unknown): void;
  /** webpack's defaults by mode: option path → simple value (src/build/tools/mode-defaults.ts). */
  export const defaults: Readonly<Record<'production' | 'development' | 'none', Readonly<Record<string, unknown>>>>;
}

declare module '@generated/sponsors-shape.json' {
  const shape: import('../shared/sponsor-ranking.ts').SponsorsShape;
  export default shape;
}
