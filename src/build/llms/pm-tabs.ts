/**
 * Package-manager tabs in the page markdown. On the page they are an element with
 * `data-pm-tabs` holding one panel per manager (`data-pm="npm"`, `"yarn"`, `"pnpm"`, `"bun"`),
 * each with an ordinary code block. In markdown the npm command is a `bash` block and the other
 * managers' commands follow as a short list, so a reader of the text gets every variant and a
 * tool copying the first block gets the one most readers type.
 */
import { placeholderFigure, type CodeFigure } from './code-figures.ts';
import { findAll, textOf, type HtmlElement } from './html-tree.ts';
import { codeSpan, fencedBlock, prefixLines } from './md-text.ts';

/** The manager shown first; the others follow in page order. */
const FIRST = 'npm';

/** The panels of a tab group with their code, in page order. */
function panels(node: HtmlElement, figures: readonly CodeFigure[]): Array<{ manager: string; code: string }> {
  return findAll(node, (e) => e.attrs.has('data-pm')).flatMap((panel) => {
    const pre = findAll(panel, (e) => e.tag === 'pre')[0];
    if (pre === undefined) return [];
    // A block the highlighter made is a placeholder by now; any other `<pre>` is read as it stands.
    const code = placeholderFigure(pre.attrs, figures)?.code ?? textOf(pre).replace(/\n$/, '');
    return [{ manager: panel.attrs.get('data-pm') ?? '', code }];
  });
}

/** A tab group as markdown blocks: the npm block, then a list of the other managers' commands. */
export function pmTabsMarkdown(node: HtmlElement, figures: readonly CodeFigure[]): string[] {
  const all = panels(node, figures);
  const first = all.find((p) => p.manager === FIRST) ?? all[0];
  if (first === undefined) return [];
  const others = all.filter((p) => p !== first);
  const out = [fencedBlock('bash', null, first.code)];
  if (others.length > 0) {
    // One line reads best as inline code; a longer script keeps its lines as a block.
    out.push(others.map(({ manager, code }) => prefixLines(code.includes('\n') ? `${manager}:\n\n${fencedBlock('bash', null, code)}` : `${manager}: ${codeSpan(code)}`, '- ', '  ')).join('\n'));
  }
  return out;
}
