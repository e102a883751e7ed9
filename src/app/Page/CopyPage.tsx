/**
 * The 'Copy page' action: copies the page's markdown, says so in a visible status that screen
 * readers announce, and when the clipboard is refused opens a dialog with the markdown selected
 * so the reader can copy it by hand. Script only (`js-only`): without script the 'View as
 * Markdown' link beside it serves. Its classes are global (global.css): a CSS module's class map
 * would sit in the main bundle.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { markdownUrl } from '../../shared/markdown-url.ts';
import { copyPage } from './copyPage.ts';

const COPIED = 'Page copied as Markdown';
const REFUSED = 'The clipboard was refused: copy the selected Markdown from the dialog';

/** The button, its status and, after a refusal, the dialog. */
export function CopyPage({ url }: { url: string }): ReactNode {
  const [message, setMessage] = useState('');
  const [manual, setManual] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (manual === null || dialog.current === null || dialog.current.open) return;
    dialog.current.showModal();
    area.current?.focus();
    area.current?.select();
  }, [manual]);

  const copy = (): void => {
    // Cleared first, so a second copy is announced again.
    setMessage('');
    void copyPage(markdownUrl(url)).then((result) => {
      if (result.kind === 'copied') setMessage(COPIED);
      else if (result.kind === 'failed') setMessage(result.message);
      else {
        setMessage(REFUSED);
        setManual(result.text);
      }
    });
  };

  return (
    <div className="js-only page-copy">
      <button ref={button} type="button" className="link-button" onClick={copy} data-no-replay="">
        Copy page
      </button>
      <span role="status" className="page-copy-status" data-testid="copy-page-status">
        {message}
      </span>
      {manual !== null && (
        <dialog
          ref={dialog}
          className="page-copy-dialog"
          aria-labelledby="copy-page-title"
          onClose={() => {
            setManual(null);
            button.current?.focus();
          }}
        >
          <h2 id="copy-page-title">Copy the page as Markdown</h2>
          <p id="copy-page-help">Your browser did not let this page use the clipboard. The Markdown below is selected: press Ctrl+C (⌘C on a Mac) to copy it.</p>
          <textarea ref={area} readOnly value={manual} rows={12} aria-labelledby="copy-page-title" aria-describedby="copy-page-help" />
          <form method="dialog">
            <button type="submit" className="button-secondary">
              Close
            </button>
          </form>
        </dialog>
      )}
    </div>
  );
}
