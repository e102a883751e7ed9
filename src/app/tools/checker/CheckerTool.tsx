/**
 * The configuration checker (page /configuration/check/): an editor, webpack's verdict on what
 * it holds, and the text kept in the URL hash. Everything runs in the browser.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { defaults } from '@webpack-validator';
import { checkConfiguration, type CheckResult } from './check.ts';
import { CHECKER_DEPS } from './deps.ts';
import { createEditor, type CheckerEditor } from './editor.ts';
import { hashFor, textFromHash } from './hash.ts';
import { Results } from './Results.tsx';
import { verdictText } from './verdict.ts';
import styles from './CheckerTool.module.css';

/** What the editor holds when the URL carries nothing. */
export const SAMPLE = `const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filname: '[name].[contenthash].js',
  },
  devtools: 'source-map',
};
`;

function marksOf(result: CheckResult, text: string): Array<{ from: number; to: number; message: string }> {
  if (result.status === 'invalid') return result.errors.map((e) => ({ from: e.range.from, to: e.range.to, message: e.message }));
  if (result.status !== 'unreadable') return [];
  // The whole line the reading stopped on.
  const lines = text.split('\n');
  const from = lines.slice(0, result.line - 1).reduce((sum, line) => sum + line.length + 1, 0);
  return [{ from, to: from + (lines[result.line - 1]?.length ?? 0), message: `Could not read this configuration: ${result.message}` }];
}

export function CheckerTool(): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CheckerEditor | null>(null);
  const [result, setResult] = useState<CheckResult | undefined>(undefined);
  const [status, setStatus] = useState('');

  const check = useCallback((text: string) => {
    const next = checkConfiguration(text, CHECKER_DEPS);
    setResult(next);
    editor.current?.setMarks(marksOf(next, text));
    void hashFor(text).then((hash) => window.history.replaceState(window.history.state, '', `#${hash}`));
  }, []);

  useEffect(() => {
    let cancelled = false;
    const load = (): void => {
      void textFromHash(window.location.hash).then((fromHash) => {
        if (cancelled) return;
        const text = fromHash ?? SAMPLE;
        if (editor.current === null && host.current !== null) editor.current = createEditor(host.current, text, 'webpack configuration', check);
        else if (fromHash !== undefined) editor.current?.setText(text);
        check(text);
      });
    };
    load();
    const onHash = (): void => load();
    window.addEventListener('hashchange', onHash);
    return () => {
      cancelled = true;
      window.removeEventListener('hashchange', onHash);
      editor.current?.destroy();
      editor.current = null;
    };
  }, [check]);

  const copyLink = (): void => {
    navigator.clipboard.writeText(window.location.href).then(
      () => setStatus('Link copied.'),
      () => setStatus('Could not copy: the link is the address in the address bar.'),
    );
  };

  const verdict = verdictText(result);
  return (
    <section className={styles['tool']} aria-label="Configuration checker" data-checker={result?.status ?? 'loading'}>
      <div className={styles['editor']} ref={host} />
      <div className={styles['actions']}>
        <button type="button" className="button-secondary" onClick={copyLink} data-no-replay="">
          Copy link
        </button>
        <span role="status" className={styles['status']}>
          {status === '' ? verdict : `${verdict} ${status}`}
        </span>
      </div>
      <div>{result !== undefined && <Results result={result} defaults={defaults} anchors={CHECKER_DEPS.anchors} reveal={(at) => editor.current?.reveal(at)} />}</div>
    </section>
  );
}
