/** The documentation sections in header order, as the sub-navigation and the drawer list them. */
import type { NavSummary } from '../../shared/types.ts';
import { navSummary } from '../data/nav.ts';

const ORDER = ['concepts', 'configuration', 'guides', 'loaders', 'plugins', 'api', 'migrate'];

/** Sections of the navigation tree under 'Documentation', in header order (missing ones left out). */
export const DOC_SECTIONS: readonly NavSummary['sections'][number][] = ORDER.flatMap((name) => navSummary.sections.filter((s) => s.name === name));
