/**
 * The reference's pages rendered while the render workers still work on the rest (issue #22).
 *
 * What a reference page links to is known long before every page is rendered: whether a plugin
 * page exists (its URL follows from the scanned file's path) and the section ids of the five
 * hook pages (`HOOK_PAGES`). Rendered after the workers, the pages took about 0.8 s of this
 * thread with the other core idle; once the hook pages are in (the pool hands them out first),
 * this thread renders them meanwhile, beside the workers and the side bundles (esbuild's prerender bundle, webpack's service worker).
 * `appendApiReference` takes them only when the rendered site gives the same `referenceKey`
 * (the same plugin pages, hook-page ids and API history), and renders them again otherwise.
 */
import { fileToUrl } from '../../shared/urls.ts';
import type { RenderedFile } from '../content/render-file.ts';
import type { ContentFile } from '../content/scan.ts';
import { step } from '../log.ts';
import { HOOK_PAGES, referenceContext, referenceFiles, referenceKey, type PreparedReference } from './reference.ts';

/** Reference pages rendered ahead, and the `referenceKey` of what they were rendered from. */
export interface EarlyPages {
  key: string;
  files: RenderedFile[];
}

/** Collects the hook pages as the pool renders them and renders the reference once they and the model are in. */
export class EarlyReference {
  /** Every page's URL, with the ids of the hook pages rendered so far. */
  private readonly idsByUrl: Map<string, ReadonlySet<string>>;
  /** Hook pages the site has and the pool has not given back yet. */
  private readonly waiting: Set<string>;
  private prepared: { reference: PreparedReference; root: string; contentDir: string } | undefined;
  private started = false;
  private taken = false;
  private made: EarlyPages | undefined;

  /** The files to hand out first: the hook pages, by relative path. */
  readonly firstFiles = new Set<string>();

  /** For the site of `files` (every content file, as scanned). */
  constructor(files: readonly ContentFile[]) {
    const hooks = new Set(Object.values(HOOK_PAGES));
    this.idsByUrl = new Map();
    for (const f of files) {
      const url = fileToUrl(f.relative);
      this.idsByUrl.set(url, new Set());
      if (hooks.has(url)) this.firstFiles.add(f.relative);
    }
    this.waiting = new Set([...hooks].filter((url) => this.idsByUrl.has(url)));
  }

  /** A file the pool rendered. */
  rendered(result: RenderedFile): void {
    const url = fileToUrl(result.file.relative);
    if (!this.waiting.delete(url)) return;
    this.idsByUrl.set(url, new Set(result.out.ids));
    this.begin();
  }

  /** The model is read. */
  ready(reference: PreparedReference, root: string, contentDir: string): void {
    this.prepared = { reference, root, contentDir };
    this.begin();
  }

  /** The pages rendered ahead, if they were; a render not begun by now is not begun at all. */
  take(): EarlyPages | undefined {
    this.taken = true;
    return this.made;
  }

  private begin(): void {
    const prepared = this.prepared;
    if (this.started || this.waiting.size > 0 || prepared === undefined) return;
    this.started = true;
    // Out of the message handler that brought the last hook page, so the results queued behind it come in first.
    // A step of its own, so the build's log and `npm run bench` still count the reference's cost.
    setImmediate(() => {
      if (this.taken) return;
      step('API reference: pages (beside the render workers)', () => {
        const { reference, root, contentDir } = prepared;
        const context = referenceContext(reference.model, reference.pages, { idsByUrl: this.idsByUrl }, root);
        const key = referenceKey(reference.model.version, this.idsByUrl, context.history);
        this.made = { key, files: referenceFiles(context, contentDir) };
      }).catch(() => {
        // Rendered again by appendApiReference, which reports what fails.
      });
    });
  }
}
