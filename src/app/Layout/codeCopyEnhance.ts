/**
 * The copy buttons' DOM work, a chunk of its own loaded once a page with code blocks has
 * rendered: adds a button to each block of the build-time body HTML and answers their clicks
 * through one delegated listener.
 */
import { copyableText, type CodeLine } from './codeText.ts';
import styles from './CodeCopy.module.css';

/** Our own icons: two sheets for "copy", a tick for "copied" (CSS shows one of them). */
const ICON =
  '<svg class="' + (styles['iconCopy'] ?? '') + '" width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false"><g fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"><rect x="6" y="6" width="9" height="10" rx="1.5"/><path d="M12 3.5V3a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h.5"/></g></svg>' +
  '<svg class="' + (styles['iconDone'] ?? '') + '" width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false"><path d="M3.5 9.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/** How long a button shows that it copied. */
const CONFIRM_MS = 2000;

/** The text to copy from one block. */
function textOf(figure: Element): string {
  const lineEls = [...figure.querySelectorAll('pre code .line')];
  if (lineEls.length === 0) return figure.querySelector('pre')?.textContent ?? '';
  // Marked lines keep the space that stood before their `// [!code …]` comment: trim it.
  const lines: CodeLine[] = lineEls.map((el) => {
    const marked = el.classList.contains('diff');
    return { text: marked ? el.textContent.trimEnd() : el.textContent, removed: marked && el.classList.contains('remove') };
  });
  return copyableText(lines, figure.getAttribute('data-lang') ?? '');
}

/** Writes to the clipboard with the async API, falling back to a hidden text area where it is missing or refused. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = styles['offscreen'] ?? '';
    document.body.append(area);
    area.select();
    // Deprecated, but the only copy path left where the Clipboard API is missing or refused.
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** Adds a button to every code block under `[data-page-body]` that lacks one. */
function addButtons(): void {
  for (const figure of document.querySelectorAll('[data-page-body] figure.code-block')) {
    if (figure.querySelector(':scope > button[data-copy-code]') !== null) continue;
    const label = figure.querySelector('pre')?.getAttribute('aria-label');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = styles['copy'] ?? '';
    button.dataset['copyCode'] = '';
    button.setAttribute('aria-label', label == null || label === '' ? 'Copy code' : `Copy ${label}`);
    button.title = 'Copy';
    button.innerHTML = ICON;
    figure.append(button);
  }
}

/** What the copy status says after a copy that worked, and after one that failed (CodeCopy.tsx). */
const COPIED = 'Code copied to the clipboard';
const COPY_FAILED = 'Copying failed: select the code and copy it by hand';

let announce: (message: string) => void = () => undefined;
let listening = false;

function onClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-copy-code]') : null;
  const figure = button?.closest('figure');
  if (button == null || figure == null) return;
  void copy(textOf(figure)).then((ok) => {
    button.dataset['copied'] = String(ok);
    announce(ok ? COPIED : COPY_FAILED);
    window.setTimeout(() => delete button.dataset['copied'], CONFIRM_MS);
  });
}

/** Adds the buttons to the page's code blocks; `onCopied` hears how each copy went, in words for the reader. */
export function enhanceCodeBlocks(onCopied: (message: string) => void): void {
  announce = onCopied;
  if (!listening) {
    document.addEventListener('click', onClick);
    listening = true;
  }
  addButtons();
  // A block with nothing to scroll leaves the tab order (its copy button stays in it).
  void import(/* webpackChunkName: "scroll-boxes" */ './scrollBoxes.ts').then((m) => m.watchScrollBoxes());
}
