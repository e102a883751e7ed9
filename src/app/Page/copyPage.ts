/**
 * 'Copy page': fetches the page's markdown (`<route>index.md`) and writes it to the clipboard.
 * Part of the deferred doc-page chunk, not a chunk of its own: a chunk adds its id and hash to the
 * main bundle's runtime, which is first-load JavaScript. The clipboard write starts at once, inside the
 * click, with the text still on its way (a ClipboardItem holding a promise): Safari refuses a
 * write that starts after an await, when the click no longer counts as the reader's gesture.
 */

/** How a copy went. */
export type CopyResult =
  | { kind: 'copied' }
  /** The markdown arrived but the clipboard refused it: the caller offers it to copy by hand. */
  | { kind: 'refused'; text: string }
  | { kind: 'failed'; message: string };

async function load(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'text/markdown' } });
  } catch {
    throw new Error('The Markdown version of this page could not be loaded: check your connection.');
  }
  if (!response.ok) throw new Error(`The Markdown version of this page is not available (HTTP ${response.status}).`);
  return response.text();
}

function write(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem === 'function') {
    const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  }
  return text.then((t) => navigator.clipboard.writeText(t));
}

/** Copies the markdown at `url`; never throws. */
export async function copyPage(url: string): Promise<CopyResult> {
  const text = load(url);
  let written: Promise<void>;
  try {
    written = write(text);
  } catch (error) {
    // The Clipboard API missing (an insecure origin) throws here rather than rejecting.
    written = Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  // Handled below; a failed load must not also surface as an unhandled rejection of the write.
  written.catch(() => undefined);
  let markdown: string;
  try {
    markdown = await text;
  } catch (error) {
    return { kind: 'failed', message: (error as Error).message };
  }
  try {
    await written;
    return { kind: 'copied' };
  } catch {
    return { kind: 'refused', text: markdown };
  }
}
