/**
 * The second inline script of every page: it loads the app's scripts after the first paint.
 *
 * A page is readable without JavaScript (the prerendered HTML), so nothing the app does at load
 * may come before the reader sees the page. A `<script defer>` is fetched beside the stylesheet
 * and runs before the first frame once it has arrived, so its download and evaluation sit on the
 * path to the largest paint (Lighthouse's simulation counts every request that ends before that
 * paint: about 0.6-0.8 s on a slow phone, issue #22). This script waits for the first contentful
 * paint (a `paint` PerformanceObserver; a frame and a task where the browser has none) and for
 * the document to be parsed, then adds the scripts listed in its `data-boot` attribute, in order
 * (`async = false`), as `defer` would have run them. The list is an attribute and the body never
 * changes, so one CSP hash covers every page. A string, so the build can hash it; it never throws.
 * It also starts the search shortcut's early listener (search-keys.ts) and the one that replays a
 * button tapped before the app ran (early-click.ts), which must be there before the app is, and
 * notes the reader's first wheel, touch move or key (`READER_MOVED_GLOBAL`); it sets
 * `window.__appRan` once the last of its scripts has loaded. A script that fails to load (a
 * dropped connection, a blocked request) takes `html[data-js]` away: the app will not run, and
 * the page shows what it shows without JavaScript, the links that stand in for the header's
 * search, menu and theme buttons, which stayed on screen doing nothing (session 31).
 */
import { APP_RAN_GLOBAL, EARLY_CLICK_SCRIPT, READER_MOVED_SCRIPT } from './early-click.ts';
import { SEARCH_KEYS_SCRIPT } from './search-keys.ts';

/** The attribute of the boot script that lists the page's scripts, separated by spaces. */
export const BOOT_ATTRIBUTE = 'data-boot';

export const BOOT_SCRIPT = `(function(){var d=document,c=d.currentScript,s=((c&&c.getAttribute("${BOOT_ATTRIBUTE}"))||"").split(" "),P=window.PerformanceObserver,n=0;function x(){d.documentElement.removeAttribute("data-js")}function go(){if(n++)return;for(var i=0,e=null;i<s.length;i++)if(s[i]){e=d.createElement("script");e.src=s[i];e.async=false;e.onerror=x;d.head.appendChild(e)}if(e)e.onload=function(){window.${APP_RAN_GLOBAL}=1}}function parsed(){if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",go);else go()}if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();parsed()}});o.observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(parsed,0)})})();${SEARCH_KEYS_SCRIPT};${EARLY_CLICK_SCRIPT};${READER_MOVED_SCRIPT}`;

/** The script paths a boot script's attribute lists. */
export function bootScripts(attribute: string): string[] {
  return attribute.split(/\s+/).filter((s) => s !== '');
}
