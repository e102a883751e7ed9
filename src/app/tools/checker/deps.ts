/** What the checker needs from the build, in the browser: webpack's validator and the option headings. */
import anchors from '@generated/option-anchors.json';
import { validateWebpackOptions } from '@webpack-validator';
import type { CheckerDeps } from './check.ts';

export const CHECKER_DEPS: CheckerDeps = { validate: validateWebpackOptions, anchors };
