/**
 * The checker's editor: CodeMirror 6 with JavaScript highlighting, line numbers and the
 * checker's errors as lint markers. Its highlighting uses classes (`classHighlighter`) coloured
 * by CheckerTool.module.css from the site's tokens, so both themes follow the site. CodeMirror
 * puts its own base styles in constructed stylesheets (`adoptedStyleSheets`), which the site's
 * CSP (`style-src 'self'`) allows: no `<style>` element and no nonce are needed.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';

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
  /** Moves the cursor to an offset and focuses the editor. */
  reveal: (offset: number) => void;
  destroy: () => void;
}

/** Creates the editor in `parent`; `onChange` gets the text after each edit. */
export function createEditor(parent: HTMLElement, text: string, label: string, onChange: (text: string) => void): CheckerEditor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        history(),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        javascript(),
        syntaxHighlighting(classHighlighter),
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
      view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}
