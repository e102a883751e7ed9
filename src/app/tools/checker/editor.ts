/**
 * The checker's editor: CodeMirror 6 with JavaScript highlighting, line numbers and the
 * checker's errors as lint markers.
 *
 * CSP: CodeMirror writes its styles with style-mod, which puts them in a `<style>` element when
 * the editor lives in the document (blocked by the site's `style-src 'self'`) and in constructed
 * stylesheets (`adoptedStyleSheets`, which CSP allows) when it lives in a shadow root. So the
 * editor gets a shadow root of its own. Styles reach it only through CodeMirror's theme, whose
 * colours are the site's tokens (custom properties inherit into a shadow root), so both themes
 * follow the site.
 *
 * Typing over a selection is applied by the editor, not the browser: Chromium's own editing keeps
 * the look of the replaced text by writing it as a `style` attribute on the new lines (the
 * keyword colour, say), which the CSP refuses (`style-src-attr`) and reports.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';

/** The site's look, from its tokens (src/app/styles/tokens.css). */
const siteTheme = EditorView.theme({
  '&': { color: 'var(--wp-color-code-text)', backgroundColor: 'var(--wp-color-code-bg)', fontSize: '0.875rem', maxHeight: '32rem' },
  '&.cm-focused': { outline: '2px solid var(--wp-color-focus)', outlineOffset: '2px' },
  '.cm-scroller': { fontFamily: 'var(--wp-font-mono)', overflow: 'auto' },
  '.cm-content': { caretColor: 'var(--wp-color-text)', minHeight: '12rem' },
  '.cm-cursor': { borderLeftColor: 'var(--wp-color-text)' },
  '.cm-gutters': { backgroundColor: 'var(--wp-color-bg-subtle)', color: 'var(--wp-color-text-muted)', borderRight: '1px solid var(--wp-color-border)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--wp-color-code-line-highlight)' },
  '.cm-lintRange-error': { backgroundImage: 'none', textDecoration: 'underline wavy var(--wp-color-error)', textDecorationSkipInk: 'none' },
  '.cm-tooltip': { backgroundColor: 'var(--wp-color-bg)', color: 'var(--wp-color-text)', border: '1px solid var(--wp-color-border)' },
  '.tok-keyword, .tok-operator': { color: 'var(--wp-color-link)' },
  '.tok-string, .tok-string2': { color: 'var(--wp-color-tip-text)' },
  '.tok-comment': { color: 'var(--wp-color-text-muted)', fontStyle: 'italic' },
  '.tok-number, .tok-bool': { color: 'var(--wp-color-warning-text)' },
});

/** Text typed over a non-empty selection replaces it through a transaction, never the browser's editing. */
const typeOverSelection = EditorView.domEventHandlers({
  beforeinput: (event, view) => {
    if (event.inputType !== 'insertText' || event.data === null || view.state.selection.ranges.every((r) => r.empty)) return false;
    event.preventDefault();
    view.dispatch(view.state.replaceSelection(event.data), { userEvent: 'input.type', scrollIntoView: true });
    return true;
  },
});

/**
 * How far from the window's edges a revealed line is kept: the room the site keeps for focus and
 * anchor jumps below its sticky header (`scroll-margin-top` of everything in `main`, see
 * src/app/Layout/Layout.module.css), which also clears the notification bar at the bottom.
 * CodeMirror applies the margin to every scrolling box on the way up, the editor's own and the
 * window, so the line lands that far inside both. Its default of 5 px left the line under the
 * header, which covers the top 96 px (84 px on a phone).
 */
function revealMargin(host: HTMLElement): number {
  const margin = Number.parseFloat(getComputedStyle(host).scrollMarginTop);
  return Number.isFinite(margin) && margin > 0 ? margin : 112;
}

/** A mark in the editor: a range and its message. */
export interface EditorMark {
  from: number;
  to: number;
  message: string;
}

/** The editor's handle for the tool. */
export interface CheckerEditor {
  /** Replaces the text. */
  setText: (text: string) => void;
  /** Shows these marks (and only these). */
  setMarks: (marks: readonly EditorMark[]) => void;
  /** Moves the cursor to an offset, scrolls its line into view clear of the sticky header and focuses the editor. */
  reveal: (offset: number) => void;
  destroy: () => void;
}

/** Creates the editor in `parent`; `onChange` gets the text after each edit. */
export function createEditor(host: HTMLElement, text: string, label: string, onChange: (text: string) => void): CheckerEditor {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const view = new EditorView({
    parent: shadow,
    root: shadow,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        history(),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        javascript(),
        syntaxHighlighting(classHighlighter),
        siteTheme,
        typeOverSelection,
        lintGutter(),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    setText: (next) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } }),
    setMarks: (marks) => {
      const length = view.state.doc.length;
      const diagnostics: Diagnostic[] = marks.map((m) => ({ from: Math.min(m.from, length), to: Math.min(Math.max(m.to, m.from), length), severity: 'error', message: m.message }));
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    reveal: (offset) => {
      const at = Math.min(offset, view.state.doc.length);
      view.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'nearest', yMargin: revealMargin(host) }) });
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}
