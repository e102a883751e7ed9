/**
 * Loads a tool's own entry script (src/shared/tool-assets.ts) and resolves with the tool once
 * its script has registered it. The files come from the page's data block; after a client-side
 * navigation the document is another page's, so they are read from this page's HTML (fetched
 * once, like any page; the worker keeps it for offline use). A tool's files are not precached:
 * the worker is asked to keep them once they have loaded.
 */
import { TOOL_ASSETS_ID, type ToolAssets, type ToolFiles } from '../../shared/tool-assets.ts';
import { TOOL_CHUNK_PREFIX, type ToolName } from '../../shared/tools.ts';
import { keepFiles } from '../sw/keep-files.ts';
import { definedTool, whenDefined, type ToolModule } from './define.ts';

export type { ToolModule } from './define.ts';

function readAssets(doc: Document): ToolAssets {
  const text = doc.getElementById(TOOL_ASSETS_ID)?.textContent ?? '';
  return text === '' ? {} : (JSON.parse(text) as ToolAssets);
}

async function filesOf(name: ToolName): Promise<ToolFiles> {
  const here = readAssets(document)[name];
  if (here !== undefined) return here;
  // The dev server's page has no data block; its entries have plain names and their CSS in the script.
  if (__DEV_SERVER__) return { js: [`/${TOOL_CHUNK_PREFIX}${name}.js`], css: [] };
  const response = await fetch(window.location.pathname);
  if (!response.ok) throw new Error(`${window.location.pathname} answered ${response.status}`);
  const files = readAssets(new DOMParser().parseFromString(await response.text(), 'text/html'))[name];
  if (files === undefined) throw new Error(`${window.location.pathname} lists no files for the ${name} tool`);
  return files;
}

/** Adds a script or stylesheet once; resolves when it has loaded. */
function addFile(kind: 'script' | 'link', url: string): Promise<void> {
  const existing = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(`${kind}[data-tool-file]`)].find((e) => e.dataset['toolFile'] === url);
  if (existing !== undefined) return existing.dataset['loaded'] === '' ? Promise.resolve() : loaded(existing, url);
  const element = document.createElement(kind);
  element.dataset['toolFile'] = url;
  if (element instanceof HTMLScriptElement) {
    element.async = false;
    element.src = url;
  } else {
    element.rel = 'stylesheet';
    element.href = url;
  }
  const done = loaded(element, url);
  document.head.append(element);
  return done;
}

function loaded(element: HTMLElement, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    element.addEventListener('load', () => {
      element.dataset['loaded'] = '';
      resolve();
    });
    // A file that failed leaves the page, so that trying again adds it afresh (the element would wait for a load that never comes).
    element.addEventListener('error', () => {
      element.remove();
      reject(new Error(`${url} did not load`));
    });
  });
}

/** Loads the tool's files (stylesheets first, so it never shows unstyled) and resolves with the tool. */
export async function loadTool(name: ToolName): Promise<ToolModule> {
  const defined = definedTool(name);
  if (defined !== undefined) return defined;
  const files = await filesOf(name);
  await Promise.all(files.css.map((url) => addFile('link', url)));
  const tool = whenDefined(name);
  await Promise.all(files.js.map((url) => addFile('script', url)));
  keepFiles([...files.js, ...files.css]);
  return tool;
}
