/**
 * Deferred views: parts of the page whose code the browser loads only when they are needed,
 * while their prerendered HTML is on screen from the first paint. The first-load JavaScript of a
 * page is then React, the router and the chrome a reader needs at once; the rest arrives later.
 *
 * A deferred view suspends during hydration until its trigger fires and its chunk has loaded;
 * React keeps the prerendered markup of a suspended boundary untouched and hydrates it then.
 * Rendered later (after a client-side navigation) it loads at once. Triggers:
 * - `now`: straight away (the view of the route being hydrated);
 * - `idle`: after the load event, when the browser is idle (the page body, the sidebar, the
 *   search box: what the reader may use at once but can see and read without it);
 *   `html[data-hydrated]` is set once these have hydrated too (see markHydrated);
 * - `visible`: when the view comes within 200 px of the viewport;
 * - `never`: markup that never changes (the footer): the prerendered copy is adopted as is. A
 *   page without a prerendered copy (the dev server renders from scratch) loads it at once.
 *
 * The prerender bundle replaces `views.ts` with `views.server.tsx` (and `page-views.ts` with
 * `page-views.server.tsx`; webpack.config.ts), which render the same components in place,
 * inside the same wrapper and Suspense boundary, so the markup matches. The wrapper is `<div class="island" data-deferred="{name}">` (`display:
 * contents`: no box, layout and landmarks are those of the view).
 */
import { memo, Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { FailureBoundary } from './FailureBoundary.tsx';
import { whenIdle } from './idle.ts';
import { currentMove, getLocation } from './router/location.ts';
import { recoverFromChunkFailure, recoveryTarget } from './sw/recovery.ts';
import { loadAgain } from './load-again.ts';

/** When a deferred view's code loads. */
export type Trigger = 'now' | 'idle' | 'visible' | 'never';

/** Triggers of the views this bundle defines, by name. */
const triggers = new Map<string, Trigger>();
/**
 * The prerendered nodes of every deferred view of the page, by name, and the path they belong
 * to. React removes them (it never edits them) when it renders a view afresh, so they keep the
 * prerendered markup; it is serialised only if a fallback needs it, not at start-up.
 */
const snapshots = new Map<string, { nodes: Node[]; html?: string }>();
let snapshotPath = '';
/** Views with prerendered markup that have not hydrated yet and are due without any action of the reader (`now`, `idle`). */
const dueViews = new Set<string>();
let rootCommitted = false;
let whenAllHydrated: (() => void) | undefined;

/** A view's frame (`DeferredFrame`) in the page, if it is there. */
const frameOf = (name: string): Element | null => document.querySelector(`[data-deferred="${name}"]`);

function settle(): void {
  if (rootCommitted && dueViews.size === 0 && whenAllHydrated !== undefined) {
    const done = whenAllHydrated;
    whenAllHydrated = undefined;
    done();
  }
}

/** A view is there (hydrated or rendered afresh) or will never be: nothing waits for it any more. */
function settled(name: string): void {
  if (dueViews.delete(name)) settle();
}

/**
 * Called once the root has been committed, and again after each move. `done` runs when every
 * view due without the reader's action (now, idle) has hydrated too, at once when there are
 * none; views that wait for the reader (visible, never) do not count. React hydrates Suspense
 * boundaries after the root, so the views cannot be counted from rendering: they are counted
 * from the page. A move that removed a due view before it hydrated (a link followed before the
 * idle time) leaves it nothing to hydrate: it no longer counts. It did, and a Back then waited
 * for it until the browser loaded the page in full, 10 s later (location.ts, `hold`).
 */
export function markHydrated(done: () => void): void {
  rootCommitted = true;
  whenAllHydrated = done;
  for (const name of dueViews) if (!frameOf(name)) dueViews.delete(name);
  settle();
}

/** Reads the deferred views' markup from the prerendered page; call once, before hydrating. */
export function captureDeferred(root: ParentNode): void {
  // The address as the page opened: after a Back made before the app ran it is the page Back led
  // to, not the one this markup was made for (`loadedAt` in location.ts). Read as that, its views
  // wait for their triggers through the catch-up move, as back-forward.test.ts expects (the page's
  // own path here left a grid 3 px short of the place restored, 7 runs in 8 under load).
  snapshotPath = window.location.pathname;
  for (const frame of root.querySelectorAll<HTMLElement>('[data-deferred]')) {
    const name = frame.dataset['deferred'] ?? '';
    snapshots.set(name, { nodes: [...frame.childNodes] });
    const trigger = triggers.get(name);
    if (trigger === 'now' || trigger === 'idle') dueViews.add(name);
  }
}

/**
 * Whether a render of the view is hydrating its prerendered markup: the markup is still in the
 * page, on the page it was made for. It waits for the view's trigger then. A render after the
 * reader moved to another page shows that page's view instead: it loads at once (it waited for
 * the trigger before, and the markup it watched for a `visible` view was gone: a grid the reader
 * scrolled to never came).
 */
function hydrating(name: string): boolean {
  // Markup that never changes (`never`) stays adopted as is on every page.
  if (triggers.get(name) === 'never' && snapshots.has(name)) return true;
  return getLocation().pathname === snapshotPath && snapshots.get(name)?.nodes.some((node) => node.isConnected) === true;
}

/**
 * What shows while a view is not there: its prerendered markup. React shows this fallback when
 * it stops waiting on a prerendered boundary (an update, such as a navigation, reached it
 * first), so the view does not blink out; nothing of it is interactive until its code arrives.
 * The markup of a view that belongs to one page is not shown on another.
 */
function Snapshot({ name, perPage }: { name: string; perPage: boolean }): ReactNode {
  const snapshot = snapshots.get(name);
  if (snapshot === undefined || (perPage && getLocation().pathname !== snapshotPath)) return null;
  if (snapshot.html === undefined) {
    const holder = document.createElement('div');
    for (const node of snapshot.nodes) holder.append(node.cloneNode(true));
    snapshot.html = holder.innerHTML;
  }
  return <div className="island" dangerouslySetInnerHTML={{ __html: snapshot.html }} />;
}

/** The wrapper both sides render (the prerender with no fallback: it never waits). */
export function DeferredFrame({ name, perPage = false, children }: { name: string; perPage?: boolean; children: ReactNode }): ReactNode {
  return (
    <div className="island" data-deferred={name}>
      <Suspense fallback={__SSR__ ? null : <Snapshot name={name} perPage={perPage} />}>{children}</Suspense>
    </div>
  );
}

/** Resolves when one of the element's children comes near the viewport. */
function whenVisible(frame: Element): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === 'undefined' || frame.children.length === 0) return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '200px' },
    );
    for (const child of frame.children) observer.observe(child);
  });
}

/** Resolves when the trigger of the prerendered view `name` fires (or it is hurried). */
function whenTriggered(name: string, trigger: Trigger, hurried: Promise<void>): Promise<void> {
  if (trigger === 'now') return Promise.resolve();
  if (trigger === 'idle') return Promise.race([whenIdle(), hurried]);
  if (trigger === 'never') return new Promise(() => undefined);
  const frame = frameOf(name);
  return frame === null ? Promise.resolve() : whenVisible(frame);
}

/**
 * What a view whose code failed while its prerendered markup waited to hydrate does: it stays
 * suspended, so React leaves that markup as it is (readable, its links working), and its code is
 * asked for again when the browser comes back online or the reader turns to the view (a tap, a
 * key, the focus in it); it hydrates once the code is in. Thrown, the failure put a copy of the
 * markup (or the page's error) in its place, and a reader's focus in it fell to the page (CI,
 * session 30: offline on a phone, Tab on a contributor's link); left suspended for good, the
 * header's search and menu buttons stayed dead after the connection came back (reader review,
 * session 30). A render with new props (a navigation) loads it afresh.
 */
function keepPrerendered(name: string, again: () => Promise<void>, route: boolean): (error: unknown) => Promise<void> {
  return (error) => {
    console.warn(`The ${name} view could not load:`, error);
    // A route's view whose chunk a deploy removed gets the one full load of the page a move would (ViewBoundary).
    if (route) void recoverFromChunkFailure(recoveryTarget(getLocation().pathname), error);
    return loadAgain(again, frameOf(name));
  };
}

/** Options of a deferred view. */
export interface DeferredOptions {
  /** The view shows something of one page only (its prerendered markup is not shown on another). */
  perPage?: boolean;
  /**
   * A failure to load reaches the caller's error boundary instead of hiding the view (a route's
   * view). While its prerendered markup waits to hydrate, the markup stays instead, with the
   * recovery reload after a deploy tried as the boundary would (`keepPrerendered`).
   */
  throwOnFailure?: boolean;
}

/** A deferred view, with a way to load its code ahead of rendering. */
export type DeferredView<P extends object> = ComponentType<P> & {
  /**
   * Loads the code now; rendering then needs no wait, and an `idle` view waiting for its trigger
   * hydrates without waiting for the idle time (the reader needs it now).
   */
  preload: () => Promise<void>;
};

/** A deferred view of the browser bundle: `load` brings the component, `trigger` says when. */
export function deferred<P extends object>(name: string, trigger: Trigger, load: () => Promise<ComponentType<P>>, options: DeferredOptions = {}): DeferredView<P> {
  triggers.set(name, trigger);
  let View: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  /** The move during which the code failed to load (twice: a request that failed once is made again). */
  let failedIn = -1;
  const start = (again = false): Promise<void> => {
    // The failure stays for the rest of its move: a render after it must see it (and reach the
    // error boundary) rather than start another request. The next move tries again
    // (ViewBoundary renders its view again then), as does a full load, and a view kept
    // prerendered when asked `again`. Nothing waits for a view that cannot load.
    if (failedIn >= 0 && (again || failedIn !== currentMove().serial)) loading = undefined;
    loading ??= load()
      .catch(load)
      .then(
        (view) => {
          failedIn = -1;
          View = view;
        },
        (error: unknown) => {
          failedIn = currentMove().serial;
          settled(name);
          throw error;
        },
      );
    return loading;
  };
  let waiting: Promise<void> | undefined;
  let hurry = (): void => undefined;
  const hurried = new Promise<void>((resolve) => {
    hurry = resolve;
  });
  function Inner(props: P): ReactNode {
    // Its prerendered markup not hydrated yet: wait for the trigger (and keep the markup if the
    // code cannot load). Rendered otherwise (a navigation, a page without prerendered markup): load now.
    useEffect(() => settled(name), []);
    // Once the trigger has fired and the code is in, React can hydrate the view when the reader
    // taps in it, and acts on the tap: the frame says so (`READY_ATTRIBUTE`, written out), and the boot
    // script leaves such a tap alone. A tap before then is lost to React; the boot script
    // clicks it again once the page has hydrated (src/shared/early-click.ts).
    if (View === undefined) use(hydrating(name) ? (waiting ??= whenTriggered(name, trigger, hurried).then(() => start()).then(() => frameOf(name)?.setAttribute('data-ready', '')).catch(keepPrerendered(name, () => start(true), options.throwOnFailure === true))) : start());
    // `use` returned, so the chunk is here.
    const Loaded = View as ComponentType<P>;
    return <Loaded {...props} />;
  }
  function Deferred(props: P): ReactNode {
    const frame = (
      <DeferredFrame name={name} perPage={options.perPage === true}>
        <Inner {...props} />
      </DeferredFrame>
    );
    if (options.throwOnFailure === true) return frame;
    // A view that cannot load falls back to its prerendered markup (and says why): the page goes on.
    return (
      <FailureBoundary fallback={<Snapshot name={name} perPage={options.perPage === true} />} onError={(error) => console.warn(`The ${name} view could not load:`, error)}>
        {frame}
      </FailureBoundary>
    );
  }
  // A parent's render with the same props leaves a waiting view alone: an update that reached
  // its boundary before it hydrated would make React render it afresh (prerendered DOM replaced).
  const preload = (): Promise<void> => {
    hurry();
    return start();
  };
  return Object.assign(memo(Deferred) as unknown as ComponentType<P>, { preload });
}
