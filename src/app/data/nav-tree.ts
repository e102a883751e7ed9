/**
 * The navigation tree, the `nav` chunk that nav.ts loads. An ES module around the JSON: an
 * `import()` of the JSON itself needs webpack's namespace-object helper in the runtime of every
 * page; of this module, it does not.
 */
import nav from '@generated/nav.json';
import type { NavTree } from '../../shared/types.ts';

/** The tree, as the content pipeline wrote it. */
export const navTree: NavTree = nav;
