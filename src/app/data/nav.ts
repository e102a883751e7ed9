/** The slim navigation tree, the one piece of content data in the main bundle. */
import nav from '@generated/nav.json';
import { createRouteTable } from '../router/routes.ts';

export { nav };

/** Routes of the whole site. */
export const routeTable = createRouteTable(nav);
