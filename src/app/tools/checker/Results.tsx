/** What the checker found: the reason a text cannot be read, webpack's errors, or the summary. */
import type { ReactNode } from 'react';
import type { CheckResult } from './check.ts';
import type { StandInNote } from './stand-ins.ts';
import { captionFor, summarize, unreadMode, unreadPaths, type Summary } from './summary.ts';
import { errorCount } from './verdict.ts';
import styles from './CheckerTool.module.css';

type Defaults = Parameters<typeof summarize>[1];

/** A sentence of the checker's with its `quoted` parts as code (messages name options and expressions that way). */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

/** The results panel; `reveal` moves the editor to an offset. */
export function Results({ result, defaults, anchors, reveal }: { result: CheckResult; defaults: Defaults; anchors: Readonly<Record<string, string>>; reveal: (offset: number) => void }): ReactNode {
  if (result.status === 'unreadable') {
    return (
      <div className={styles['unreadable']}>
        <h2 id="checker-result">Could not read this configuration</h2>
        <p>
          Line {result.line}: {withCode(result.message)}. The checker reads the file without running it: it needs a <code>module.exports =</code> or{' '}
          <code>export default</code> of an object, an array or a function returning one, or JSON.
        </p>
      </div>
    );
  }
  if (result.status === 'invalid') {
    return (
      <div>
        <h2 id="checker-result">{errorCount(result.errors.length)}</h2>
        <ol className={styles['errors']}>
          {result.errors.map((error, i) => (
            <li key={`${error.option}-${i}`} className={styles['error']}>
              <p className={styles['errorHead']}>
                <code>{error.option}</code>{' '}
                <button type="button" className={`button-secondary ${styles['lineButton'] ?? ''}`} onClick={() => reveal(error.range.from)}>
                  Line {error.range.line}
                </button>{' '}
                <a href={error.link}>{error.removed?.linkText ?? 'Documentation'}</a>
              </p>
              {error.removed !== undefined && <p>{withCode(error.removed.sentence)}</p>}
              {error.suggestion !== undefined && (
                <p>
                  Did you mean{' '}
                  <a href={error.suggestion.link}>
                    <code>{error.suggestion.option}</code>
                  </a>
                  ?
                </p>
              )}
              <pre className={styles['message']} tabIndex={0} aria-label={`webpack's message for ${error.option}`}>
                {error.message}
              </pre>
            </li>
          ))}
        </ol>
        <Notes notes={result.notes} />
      </div>
    );
  }
  const configs = Array.isArray(result.value) ? (result.value as unknown[]) : [result.value];
  return (
    <div>
      <h2 id="checker-result">Valid configuration</h2>
      <p>
        Every option is one webpack accepts. The loaders and plugins it names, and their own options, are not checked:
        a build looks them up.
      </p>
      {configs.map((config, i) => (
        <SummaryTable
          key={i}
          index={configs.length > 1 ? i + 1 : undefined}
          summary={summarize((config ?? {}) as Record<string, unknown>, defaults, anchors, unreadMode(result.notes, configs.length > 1 ? i : undefined), unreadPaths(result.notes, configs.length > 1 ? i : undefined))}
        />
      ))}
      <Notes notes={result.notes} />
    </div>
  );
}

function SummaryTable({ summary, index }: { summary: Summary; index: number | undefined }): ReactNode {
  const caption = captionFor(summary, index);
  return (
    <div className={styles['tableWrap']}>
      <table className={styles['summary']}>
        <caption>{withCode(caption)}</caption>
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Value</th>
            <th scope="col">Default</th>
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row) => (
            <tr key={row.option}>
              <th scope="row">
                <a href={row.link}>
                  <code>{row.option}</code>
                </a>
              </th>
              <td>
                <code>{row.value}</code>
              </td>
              <td>
                {row.defaultValue === undefined ? '—' : <code>{row.defaultValue}</code>}
                {row.isDefault && <strong className={styles['same']}> same as the default</strong>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const KIND_TEXT: Record<StandInNote['kind'], string> = {
  function: 'a function',
  instance: 'a plugin instance (an object with apply)',
  module: 'a module',
  path: 'an absolute path under /project',
  unknown: 'unknown until it runs: left out',
};

function Notes({ notes }: { notes: readonly StandInNote[] }): ReactNode {
  if (notes.length === 0) return null;
  return (
    <details className={styles['notes']}>
      <summary>What the checker assumed ({notes.length})</summary>
      <ul>
        {notes.map((note, i) => (
          <li key={i}>
            Line {note.line}: <code>{note.label}</code> read as {KIND_TEXT[note.kind]}
          </li>
        ))}
      </ul>
    </details>
  );
}
