/** The documentation sections in header order, as the sub-navigation and the drawer list them. */
import type { NavSection } from '../../shared/types.ts';
import { nav } from '../data/nav.ts';

const ORDER = ['concepts', 'configuration', 'guides', 'loaders', 'plugins', 'api', 'migrate'];

/** Sections of the navigation tree under 'Documentation', in header order (missing ones left out). */
export const DOC_SECTIONS: readonly NavSection[] = ORDER.flatMap((name) => nav.sections.filter((s) => s.name === name));
