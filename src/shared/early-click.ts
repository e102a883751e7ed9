/**
 * A tap on one of the page's buttons before the app is there. The prerendered page is on screen
 * long before its scripts have run (a reader on a slow phone and network saw it about 5 s before
 * the app, issue #22's reader review): the menu, search, theme and npm/Yarn/pnpm/Bun tab buttons
 * showed a focus ring and did nothing, and the reader had to tap again. This listener, part of the
 * boot script (boot-script.ts), notes the last button (`button`, or an element with the `tab`
 * role) tapped before the app's scripts have run, and once the page has hydrated
 * (`html[data-hydrated]`, App.tsx) clicks it again, so the tap does what it would have done.
 *
 * A tap after the app's scripts ran (`APP_RAN_GLOBAL`, set by the boot script when its last
 * script has loaded) cancels the replay: the reader acted again, and a menu opened twice would
 * close. Unless it lands in a deferred view (src/app/deferred.tsx) that cannot hydrate yet, its
 * frame not marked `READY_ATTRIBUTE`: the search box and the page body wait for the browser's idle
 * time, and React let a tap there go (the search button did nothing on a slow phone between the
 * app's start and that time). Such a tap is noted and replayed as one before the app ran. A
 * ready frame's view hydrates at the tap and React acts on it: replayed, it would act twice.
 * Not replayed: submit buttons (a form works without the app) and buttons marked
 * `data-no-replay` (copying needs the reader's own gesture). A string, so the build can hash it
 * for the Content-Security-Policy; it never throws.
 */

/**
 * The attribute a deferred view's frame gets once the view can hydrate, its trigger fired and its
 * code in. deferred.tsx writes it out rather than importing it (the import cost 36 B of
 * first-load JavaScript); tests/unit/early-click.test.ts holds the two together.
 */
export const READY_ATTRIBUTE = 'data-ready';

/** The property of `window` the boot script sets once the app's last script has loaded. */
export const APP_RAN_GLOBAL = '__appRan';

/**
 * The property of `window` the boot script sets at the reader's first wheel, touch move or key:
 * the reader has moved on from where the page opened, so the app does not scroll the first page
 * to its hash again when it hydrates (reader review, session 30: on a slow connection, a reader
 * who had scrolled on from `#hashing` was pulled back up 1,500 px). The browser scrolled there at load.
 */
export const READER_MOVED_GLOBAL = '__readerMoved';

/** The script that sets `READER_MOVED_GLOBAL`; part of the boot script. */
export const READER_MOVED_SCRIPT = `(function(){var w=window;function m(){w.${READER_MOVED_GLOBAL}=1}["wheel","touchmove","keydown"].forEach(function(t){w.addEventListener(t,m,{capture:true,passive:true,once:true})})})()`;

/** The attribute that keeps a button's early tap from being replayed. */
export const NO_REPLAY_ATTRIBUTE = 'data-no-replay';

export const EARLY_CLICK_SCRIPT = `(function(){var w=window,d=document,r=d.documentElement,t=null;function tap(e){var b=e.target&&e.target.closest?e.target.closest('button,[role="tab"]'):null;var f=b&&b.closest("[data-deferred]");if(w.${APP_RAN_GLOBAL}&&!(f&&!f.hasAttribute("${READY_ATTRIBUTE}"))){t=null;return}if(b&&b.getAttribute("type")!=="submit"&&!b.hasAttribute("${NO_REPLAY_ATTRIBUTE}"))t=b}d.addEventListener("click",tap,true);if(typeof MutationObserver!=="function")return;new MutationObserver(function(m,o){if(!r.hasAttribute("data-hydrated"))return;o.disconnect();d.removeEventListener("click",tap,true);var b=t;t=null;if(b&&b.isConnected)b.click()}).observe(r,{attributes:true,attributeFilter:["data-hydrated"]})})()`;
