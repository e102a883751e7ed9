import { describe, expect, it } from 'vitest';
import { checkModeDefaults, parseModeDefaults } from './mode-defaults.ts';

const page = [
  '### optimization.splitChunks.minSize',
  '',
  '- Type: `number`',
  '- Default: `20000` in production, `10000` otherwise',
  '',
  '### optimization.moduleIds',
  '',
  "- Default: `'deterministic'` in production, `'named'` in development, `'natural'` otherwise",
  '',
  '### optimization.mangleExports',
  '',
  "- Default: `true` (which means `'deterministic'`) in production, `false` otherwise",
  '',
  '## Prose heading',
  '',
  '- Default: `1` in production, `2` otherwise',
].join('\n');

describe('mode-dependent defaults', () => {
  it('reads claims under option headings only', () => {
    expect(parseModeDefaults(page).map((c) => [c.option, c.line, c.production, c.development, c.none])).toEqual([
      ['optimization.splitChunks.minSize', 4, '20000', '10000', '10000'],
      ['optimization.moduleIds', 8, "'deterministic'", "'named'", "'natural'"],
      ['optimization.mangleExports', 12, 'true', 'false', 'false'],
    ]);
  });

  it("passes true claims and fails a seeded wrong one against webpack's defaulting", () => {
    expect(checkModeDefaults('configuration/optimization.md', page)).toEqual({ checked: 9, failures: [] });
    const wrong = page.replace("`'named'` in development", "`'natural'` in development");
    expect(checkModeDefaults('configuration/optimization.md', wrong).failures).toEqual([
      `content/configuration/optimization.md:8: optimization.moduleIds in development mode is stated as 'natural', webpack's default is "named"`,
    ]);
  });
});
