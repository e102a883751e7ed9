/** The prerender's page-views: the same exports as page-views.ts, rendered in place. */
import { framed } from './framed.tsx';
import { Contributors as ContributorsView } from './Page/Contributors.tsx';
import { VIEW_SETTINGS as V } from './view-settings.ts';

export const Contributors = framed(V.contributors, ContributorsView);
