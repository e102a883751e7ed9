/**
 * The defaults explorer's data, one JSON file per combination, fetched when the reader picks it
 * (`@webpack-defaults` is the folder src/build/tools/defaults-data.ts writes). Each file is an
 * asset with a content hash (`new URL(…, import.meta.url)`), not a chunk: a chunk would put its
 * id and hash into the main bundle's runtime, on every page. Once fetched, the service worker is
 * asked to keep a file for offline use (it keeps hashed files it has not precached).
 */
import { choiceFile, type DefaultsChoice, type DefaultsObject } from '../../../shared/defaults-explorer.ts';
import type { CacheFilesMessage } from '../../../shared/service-worker.ts';

/** Every combination's file (allChoices() in src/shared/defaults-explorer.ts; tests/unit/defaults/defaults-data.test.ts checks the list). */
export const DATA_FILES: Readonly<Record<string, URL>> = {
  'production--web': new URL('@webpack-defaults/production--web.json', import.meta.url),
  'production--node': new URL('@webpack-defaults/production--node.json', import.meta.url),
  'production--webworker': new URL('@webpack-defaults/production--webworker.json', import.meta.url),
  'production--electron-main': new URL('@webpack-defaults/production--electron-main.json', import.meta.url),
  'production--browserslist': new URL('@webpack-defaults/production--browserslist.json', import.meta.url),
  'development--web': new URL('@webpack-defaults/development--web.json', import.meta.url),
  'development--node': new URL('@webpack-defaults/development--node.json', import.meta.url),
  'development--webworker': new URL('@webpack-defaults/development--webworker.json', import.meta.url),
  'development--electron-main': new URL('@webpack-defaults/development--electron-main.json', import.meta.url),
  'development--browserslist': new URL('@webpack-defaults/development--browserslist.json', import.meta.url),
  'none--web': new URL('@webpack-defaults/none--web.json', import.meta.url),
  'none--node': new URL('@webpack-defaults/none--node.json', import.meta.url),
  'none--webworker': new URL('@webpack-defaults/none--webworker.json', import.meta.url),
  'none--electron-main': new URL('@webpack-defaults/none--electron-main.json', import.meta.url),
  'none--browserslist': new URL('@webpack-defaults/none--browserslist.json', import.meta.url),
};

const loaded = new Map<string, Promise<DefaultsObject>>();

function keepForOffline(path: string): void {
  if (!('serviceWorker' in navigator)) return;
  const message: CacheFilesMessage = { type: 'cache-files', urls: [path] };
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** The resolved configuration of a combination; a failed load is tried again on the next call. */
export function loadDefaults(choice: DefaultsChoice): Promise<DefaultsObject> {
  const file = choiceFile(choice);
  let pending = loaded.get(file);
  if (pending === undefined) {
    const url = DATA_FILES[file];
    pending = (url === undefined ? Promise.reject(new Error(`no data file for ${file}`)) : fetch(url)).then(async (response) => {
      if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
      const data = (await response.json()) as DefaultsObject;
      keepForOffline(new URL(response.url).pathname);
      return data;
    });
    // A failed load is forgotten, so picking the combination again retries it.
    pending.catch(() => loaded.delete(file));
    loaded.set(file, pending);
  }
  return pending;
}
