/**
 * The build's search manifest, bundled into the search chunk (engine.ts). An ES module around the
 * JSON: an `import()` of the JSON itself needs webpack's namespace-object helper in the runtime of
 * every page; of this module, it does not.
 */
import manifest from '@generated/search-manifest.json';
import type { SearchManifest } from '../../shared/search/manifest.ts';

/** The manifest, as the build wrote it. */
export const searchManifest: SearchManifest = manifest;
