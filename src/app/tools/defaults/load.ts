/**
 * The defaults explorer's data, one JSON file per combination, fetched when the reader picks it
 * (`@webpack-defaults` is the folder src/build/tools/defaults-data.ts writes). Each file is an
 * asset with a content hash, imported as its URL (`?url`, webpack.config.ts), not a chunk: a
 * chunk would put its id and hash into the main bundle's runtime, on every page. Nor
 * `new URL(…, import.meta.url)`, which needs the runtime's base URI helper in main. Once fetched, the service worker is
 * asked to keep a file for offline use (it keeps hashed files it has not precached).
 */
import { choiceFile, type DefaultsChoice, type DefaultsObject } from '../../../shared/defaults-explorer.ts';
import type { CacheFilesMessage } from '../../../shared/service-worker.ts';
import productionWeb from '@webpack-defaults/production--web.json?url';
import productionNode from '@webpack-defaults/production--node.json?url';
import productionWebworker from '@webpack-defaults/production--webworker.json?url';
import productionElectronMain from '@webpack-defaults/production--electron-main.json?url';
import productionBrowserslist from '@webpack-defaults/production--browserslist.json?url';
import developmentWeb from '@webpack-defaults/development--web.json?url';
import developmentNode from '@webpack-defaults/development--node.json?url';
import developmentWebworker from '@webpack-defaults/development--webworker.json?url';
import developmentElectronMain from '@webpack-defaults/development--electron-main.json?url';
import developmentBrowserslist from '@webpack-defaults/development--browserslist.json?url';
import noneWeb from '@webpack-defaults/none--web.json?url';
import noneNode from '@webpack-defaults/none--node.json?url';
import noneWebworker from '@webpack-defaults/none--webworker.json?url';
import noneElectronMain from '@webpack-defaults/none--electron-main.json?url';
import noneBrowserslist from '@webpack-defaults/none--browserslist.json?url';

/** Every combination's file (allChoices() in src/shared/defaults-explorer.ts; tests/unit/defaults/defaults-data.test.ts checks the list). */
export const DATA_FILES: Readonly<Record<string, string>> = {
  'production--web': productionWeb,
  'production--node': productionNode,
  'production--webworker': productionWebworker,
  'production--electron-main': productionElectronMain,
  'production--browserslist': productionBrowserslist,
  'development--web': developmentWeb,
  'development--node': developmentNode,
  'development--webworker': developmentWebworker,
  'development--electron-main': developmentElectronMain,
  'development--browserslist': developmentBrowserslist,
  'none--web': noneWeb,
  'none--node': noneNode,
  'none--webworker': noneWebworker,
  'none--electron-main': noneElectronMain,
  'none--browserslist': noneBrowserslist,
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
