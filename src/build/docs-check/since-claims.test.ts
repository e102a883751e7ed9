import { describe, expect, it } from 'vitest';
import type { ApiHistory } from '../api-history/history.ts';
import { signatureElement } from './signature-html.ts';
import { checkSinceClaims, resolveName } from './since-claims.ts';
import { checkSinceMarks } from './since-marks.ts';
import { toHtml } from 'hast-util-to-html';

const history: ApiHistory = {
  latest: '5.112.2',
  versions: ['5.0.0', '5.20.2', '5.90.3', '5.109.2', '5.112.2'],
  api: {
    Compilation: { since: '5.0.0', members: { emitAsset: '5.0.0', hooks: '5.0.0', 'hooks.processAssets': '5.0.0', 'hooks.afterProcessAssets': '5.20.2' } },
    HtmlModulesPlugin: { since: '5.109.2', members: { apply: '5.109.2' } },
  },
  options: { output: '5.0.0', 'output.clean': '5.20.2', 'output.environment.asyncFunction': '5.90.3', 'output.library.entryExports': '5.112.2', plugins: '5.0.0' },
};

const check = (page: string, markdown: string) => checkSinceClaims(history, `content/${page}`, page, markdown);

describe('resolveName', () => {
  it('knows option paths, members by class or instance name, hooks, classes and unique option tails', () => {
    expect(resolveName(history, 'output.clean')?.version).toBe('5.20.2');
    expect(resolveName(history, 'compilation.hooks.afterProcessAssets')?.version).toBe('5.20.2');
    expect(resolveName(history, 'Compilation.emitAsset()')?.version).toBe('5.0.0');
    expect(resolveName(history, 'HtmlModulesPlugin')).toEqual({ name: 'HtmlModulesPlugin', version: '5.109.2', lowerBound: true });
    expect(resolveName(history, 'library.entryExports')?.version).toBe('5.112.2');
    expect(resolveName(history, "output.clean: true")).toBeUndefined();
    expect(resolveName(history, 'Compilation.nothing')).toBeUndefined();
  });
});

describe('checkSinceClaims', () => {
  it('passes claims that agree with the history, whatever their wording', () => {
    const page = [
      '`output.clean` (since 5.20.0) empties the folder. Since webpack 5.90, `output.environment.asyncFunction`',
      'is read. [`compilation.hooks.afterProcessAssets`](/api/x/) is webpack 5.20+.',
      '',
      '```js',
      '// Added in webpack 5.3: code is not prose',
      '```',
    ].join('\n');
    const result = check('guides/x.md', page);
    expect(result.failures).toEqual([]);
    expect(result.checked).toBe(3);
  });

  it('fails a seeded wrong sentence, naming file, line, subject and the right version', () => {
    const result = check('guides/x.md', 'Intro.\n\nClean the folder with `output.clean` (added in webpack 5.25).\n');
    expect(result.failures).toEqual([expect.stringMatching(/^content\/guides\/x\.md:3: "added in webpack 5\.25" about `output\.clean`, .*first in webpack 5\.20 \(5\.20\.2/)]);
  });

  it('fails a claim that something webpack 5.0 had is newer', () => {
    expect(check('guides/x.md', '`compilation.hooks.processAssets` (webpack 5.3+) runs late.').failures).toHaveLength(1);
  });

  it('reads a sentence that is only the claim as being about its heading, an option path or a hook of a hook page', () => {
    const options = '### output.library.entryExports\n\nMerges exports. Added in webpack 5.111.\n';
    expect(check('configuration/output.md', options).failures).toEqual([expect.stringContaining('about `output.library.entryExports`')]);
    const hooks = '### afterProcessAssets\n\nRuns after the last stage.\nAdded in webpack 5.20.\n';
    expect(check('api/compilation-hooks.md', hooks)).toMatchObject({ checked: 1, failures: [] });
    expect(check('api/compiler-hooks.md', hooks)).toMatchObject({ checked: 0, unattributed: ['content/api/compiler-hooks.md:3'] });
  });

  it('checks a class only for a claim later than its types (types.d.ts may declare a class after it shipped)', () => {
    expect(check('plugins/p.md', '### HtmlModulesPlugin\n\nAdded in webpack 5.107.\n').failures).toEqual([]);
    expect(check('plugins/p.md', '### HtmlModulesPlugin\n\nAdded in webpack 5.111.\n').failures).toHaveLength(1);
  });

  it('leaves claims about values, behaviour or a word in passing unchecked', () => {
    const page = [
      '### output.clean',
      '',
      'A glob object `{ glob }` (since 5.112) works too. Since webpack 5.112 the array may carry `plugins`.',
      '| `output.clean: true` (since 5.112) | x |',
    ].join('\n');
    expect(check('configuration/output.md', page)).toMatchObject({ checked: 0, failures: [], unattributed: ['content/configuration/output.md:3', 'content/configuration/output.md:3', 'content/configuration/output.md:4'] });
  });
});

describe('since marks', () => {
  const mark = (since?: string): string => toHtml(signatureElement({ type: 'boolean', ...(since === undefined ? {} : { since }) }) ?? { type: 'root', children: [] });
  it('renders "since 5.N" as text after the type, with "webpack" for screen readers', () => {
    expect(mark('5.90')).toBe('<p class="option-signature"><strong>Type:</strong> <code>boolean</code> · <span class="option-since">since <span class="visually-hidden">webpack </span>5.90</span></p>');
    expect(mark()).not.toContain('since');
  });

  it('finds every option heading after 5.0 with its mark, and reports one without or with the wrong version', () => {
    const heading = (path: string): string => `<h3 id="x">${path}<a class="heading-link" href="#x">#</a></h3>`;
    const good = `${heading('output.clean')}${mark('5.20')}${heading('output')}${mark()}`;
    expect(checkSinceMarks(good, history.options)).toEqual({ expected: 1, missing: [] });
    const bad = `${heading('output.clean')}${mark()}${heading('output.environment.asyncFunction')}${mark('5.89')}${heading('output.library.entryExports')}<p>Prose.</p>`;
    expect(checkSinceMarks(bad, history.options)).toEqual({
      expected: 3,
      missing: ['output.clean: no mark, expected since 5.20', 'output.environment.asyncFunction: since webpack 5.89, expected since 5.90', 'output.library.entryExports: no mark, expected since 5.112'],
    });
  });
});
