import { describe, expect, it } from 'vitest';
import { copyableText, type CodeLine } from './codeText.ts';

const lines = (...texts: string[]): CodeLine[] => texts.map((text) => ({ text, removed: false }));

describe('copyableText', () => {
  it('copies plain code as it is', () => {
    expect(copyableText(lines('const a = 1;', '', '  a++;'), 'js')).toBe('const a = 1;\n\n  a++;');
  });

  it('leaves out lines marked removed', () => {
    const code = [
      { text: 'module.exports = {', removed: false },
      { text: "  mode: 'development',", removed: true },
      { text: "  mode: 'production',", removed: false },
      { text: '};', removed: false },
    ];
    expect(copyableText(code, 'js')).toBe("module.exports = {\n  mode: 'production',\n};");
  });

  it('turns a diff into the new version without markers', () => {
    const diff = lines('--- a/webpack.config.js', '+++ b/webpack.config.js', '@@ -1,3 +1,3 @@', ' module.exports = {', "-  mode: 'development',", "+  mode: 'production',", ' };');
    expect(copyableText(diff, 'diff')).toBe("module.exports = {\n  mode: 'production',\n};");
  });

  it('keeps the indentation of a diff written without leading spaces on context lines', () => {
    expect(copyableText(lines('module.exports = {', "-  mode: 'none',", "+  mode: 'production',", '};'), 'diff')).toBe(
      "module.exports = {\n  mode: 'production',\n};",
    );
  });
});
