/**
 * Browser entry. The prerendered page is complete without script, so the app waits for the
 * browser to paint it before anything else runs: the deferred main script would otherwise run
 * (React's start-up and hydration) before the first paint of the whole page, holding the largest
 * paint back behind it (issue 22). `boot.tsx` is in this same file (an eager import: no request
 * of its own), but its modules, React's included, are evaluated only then.
 */
import { hashRedirect } from '../shared/urls.ts';
import { afterPaint } from './afterPaint.ts';
import './styles/global.css';

const redirect = hashRedirect(window.location.pathname, window.location.hash);
if (redirect === null) {
  void afterPaint()
    .then(() => import(/* webpackMode: "eager" */ './boot.tsx'))
    .then(({ boot }) => boot());
} else window.location.replace(redirect);
