/* eslint-disable @typescript-eslint/consistent-type-imports -- ambient module declarations cannot use relative import statements, only import() types */
/** Search modules in `.generated/` (webpack alias `@generated`), read only by the lazy search chunk. */
declare module '@generated/search-manifest.json' {
  const manifest: import('../../shared/search/manifest.ts').SearchManifest;
  export default manifest;
}
