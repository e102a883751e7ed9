import { describe, expect, it } from 'vitest';
import { checkFindingLabels, messageLabel, parseFindingTable, webpackFindingLabels } from './finding-labels.ts';

const page = (rows: string): string => `# Performance\n\n## Which check printed a finding\n\n| The output says | Reported by |\n| --- | --- |\n${rows}\n## Pitfalls\n\n| \`not: a label\` | \`performance.hints\` |\n`;
const printed = new Map([
  ['duplicateModules', new Set(['duplicate modules:'])],
  ['sourceMaps', new Set(['embedded source maps:', 'missing source maps:'])],
  ['size budgets', new Set(['asset size limit:'])],
]);

describe('the Performance page table of finding labels', () => {
  it('reads each row: the labels of the first column and the settings of the second, the size budgets by name', () => {
    const rows = parseFindingTable(page('| `duplicate modules:` | [`performance.duplicateModules`](#x) |\n| `asset size limit:` | [`performance.maxAssetSize`](#y) |\n| `a:`, `b:` | the size budgets, after one of those |\n'));
    expect(rows.map((r) => [r.labels, r.sources])).toEqual([
      [['duplicate modules:'], ['duplicateModules']],
      [['asset size limit:'], ['size budgets']],
      [['a:', 'b:'], ['size budgets']],
    ]);
  });

  it('passes a table that says what webpack prints, and names a label under the wrong setting or one left out', () => {
    const right = page('| `duplicate modules:` | `performance.duplicateModules` |\n| `embedded source maps:`, `missing source maps:` | `performance.sourceMaps` |\n| `asset size limit:` | `performance.maxAssetSize` |\n');
    expect(checkFindingLabels('configuration/performance.md', right, printed)).toEqual({ checked: 4, failures: [] });
    const wrong = page('| `duplicate modules:` | `performance.sourceMaps` |\n| `embedded source maps:` | `performance.sourceMaps` |\n| `asset size limit:` | `performance.maxAssetSize` |\n');
    expect(checkFindingLabels('configuration/performance.md', wrong, printed).failures).toEqual([
      "content/configuration/performance.md:7: webpack's sourceMaps print no finding starting 'duplicate modules:'",
      "content/configuration/performance.md: the table does not list 'missing source maps:', which performance.sourceMaps prints",
    ]);
    expect(checkFindingLabels('configuration/performance.md', '# Performance\n', printed).failures).toEqual(['content/configuration/performance.md: no table under "Which check printed a finding"']);
  });

  it("reads a warning class's label from its message, and every performance check of the installed webpack prints one", () => {
    expect(messageLabel('class W extends WebpackError {\n constructor() {\n  super(\n   `tiny chunks: ${n} chunks`\n  );\n')).toBe('tiny chunks:');
    expect(messageLabel('super("webpack performance recommendations: \\nYou can limit")')).toBe('webpack performance recommendations:');
    const labels = webpackFindingLabels();
    expect(labels.get('size budgets')).toEqual(new Set(['asset size limit:', 'entrypoint size limit:', 'webpack performance recommendations:']));
    expect(labels.get('circularDependencies')).toEqual(new Set(['circular dependencies:']));
    expect(labels.size).toBeGreaterThan(20);
    for (const [option, found] of labels) expect(found.size, option).toBeGreaterThan(0);
  });
});
