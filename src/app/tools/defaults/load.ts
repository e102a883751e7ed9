/**
 * The defaults explorer's data, one chunk per combination loaded when the reader picks it
 * (`@webpack-defaults` is the folder src/build/tools/defaults-data.ts writes). The chunks are
 * named for the tool, so the service worker does not precache them (src/build/tools/tool-chunks.ts).
 */
import { choiceFile, type DefaultsChoice, type DefaultsObject } from '../../../shared/defaults-explorer.ts';
import { keepLoadedScripts } from '../../sw/keep-files.ts';

const loaded = new Map<string, Promise<DefaultsObject>>();

/** The resolved configuration of a combination; a failed load is tried again on the next call. */
export function loadDefaults(choice: DefaultsChoice): Promise<DefaultsObject> {
  const file = choiceFile(choice);
  let pending = loaded.get(file);
  if (pending === undefined) {
    pending = (import(/* webpackChunkName: "tool-defaults-[request]" */ `@webpack-defaults/${file}.json`) as Promise<{ default: DefaultsObject }>).then(
      (module) => {
        // A combination seen once stays available offline (src/app/sw/keep-files.ts).
        keepLoadedScripts();
        return module.default;
      },
      (error: unknown) => {
        loaded.delete(file);
        throw error;
      },
    );
    loaded.set(file, pending);
  }
  return pending;
}
