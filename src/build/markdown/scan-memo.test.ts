import { createHighlighter, createOnigurumaEngine, type RegexEngine } from 'shiki';
import { describe, expect, it } from 'vitest';
import { memoizeScans } from './scan-memo.ts';

/** An engine whose scanner reports where it was asked, counting the scans and strings made. */
function countingEngine(): { engine: RegexEngine; scans: () => number; strings: () => number; compiled: () => number } {
  let scans = 0;
  let strings = 0;
  let compiled = 0;
  return {
    engine: {
      createScanner: () => {
        compiled += 1;
        return {
          findNextMatchSync: (string, startPosition, options) => {
            scans += 1;
            const text = typeof string === 'string' ? string : string.content;
            return startPosition >= text.length ? null : { index: options, captureIndices: [{ start: startPosition, end: text.length, length: text.length - startPosition }] };
          },
        };
      },
      createString: (content) => {
        strings += 1;
        return { content };
      },
    },
    scans: () => scans,
    strings: () => strings,
    compiled: () => compiled,
  };
}

describe('memoizeScans', () => {
  it('answers a repeated scan of the same line, position and options from memory', () => {
    const inner = countingEngine();
    const { engine } = memoizeScans(inner.engine);
    const scanner = engine.createScanner(['a']);
    const line = engine.createString('const a = 1;');
    const first = scanner.findNextMatchSync(line, 2, 0);
    expect(scanner.findNextMatchSync(engine.createString('const a = 1;'), 2, 0)).toBe(first);
    expect(inner.scans()).toBe(1);
    // Another position, other options, another line: each is a real scan.
    expect(scanner.findNextMatchSync(line, 3, 0)?.captureIndices[0]?.start).toBe(3);
    expect(scanner.findNextMatchSync(line, 2, 4)?.index).toBe(4);
    expect(scanner.findNextMatchSync(engine.createString('let b;'), 2, 0)?.captureIndices[0]?.end).toBe(6);
    expect(inner.scans()).toBe(4);
    // No match is remembered too.
    expect(scanner.findNextMatchSync(line, 99, 0)).toBeNull();
    expect(scanner.findNextMatchSync(line, 99, 0)).toBeNull();
    expect(inner.scans()).toBe(5);
  });

  it("makes the wrapped engine's string only for a line a scanner has to run on", () => {
    const inner = countingEngine();
    const { engine } = memoizeScans(inner.engine);
    const scanner = engine.createScanner(['a']);
    scanner.findNextMatchSync(engine.createString('x = 1'), 0, 0);
    const again = engine.createString('x = 1');
    scanner.findNextMatchSync(again, 0, 0);
    again.dispose?.();
    expect(inner.strings()).toBe(1);
  });

  it('forgets every answer at the next block', () => {
    const inner = countingEngine();
    const { engine, nextBlock } = memoizeScans(inner.engine);
    const one = engine.createScanner(['a']);
    const two = engine.createScanner(['b']);
    one.findNextMatchSync('x', 0, 0);
    two.findNextMatchSync('x', 0, 0);
    nextBlock();
    one.findNextMatchSync('x', 0, 0);
    two.findNextMatchSync('x', 0, 0);
    expect(inner.scans()).toBe(4);
  });

  it('compiles a list of patterns once, however many rules ask for it', () => {
    const inner = countingEngine();
    const { engine } = memoizeScans(inner.engine);
    const first = engine.createScanner(['a', '(?=\\1)']);
    first.dispose?.();
    engine.createScanner(['a', '(?=\\1)']);
    expect(inner.compiled()).toBe(1);
    engine.createScanner(['a', '(?=\\2)']);
    engine.createScanner(['a']);
    expect(inner.compiled()).toBe(3);
    // A disposed twin still answers: the compiled scanner outlives the rule that let it go.
    expect(first.findNextMatchSync('xyz', 1, 0)?.captureIndices[0]?.start).toBe(1);
  });

  it("gives Shiki's two-theme HTML exactly as the plain engine does", async () => {
    const code = [
      "import path from 'node:path';",
      '/** Builds the site. */',
      'export default { mode: `production`, entry: { main: "./src/index.ts" }, output: { path: path.resolve(import.meta.dirname, "dist") } };',
      'const re = /\\/(?:a|b)+$/g; // a regular expression literal',
    ].join('\n');
    // No wall-clock limit per line, as the build sets: under load Shiki would stop a line early.
    const options = { lang: 'typescript', themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' }, defaultColor: false, tokenizeTimeLimit: 0 } as const;
    const themes = ['github-light-high-contrast', 'github-dark-high-contrast'];
    const plain = await createHighlighter({ themes, langs: ['typescript'], engine: createOnigurumaEngine(import('shiki/wasm')) });
    const memo = memoizeScans(await createOnigurumaEngine(import('shiki/wasm')));
    const remembered = await createHighlighter({ themes, langs: ['typescript'], engine: memo.engine });
    const html = remembered.codeToHtml(code, options);
    memo.nextBlock();
    expect(html).toBe(plain.codeToHtml(code, options));
    expect(html).toContain('--shiki-dark:');
  });

  it('colours fences and heredocs, whose end patterns refer back to their begin, as the plain engine does', async () => {
    const markdown = ['````md', '```js', 'const a = `x`;', '```', '````', '', '~~~css', 'a { color: red }', '~~~', '', '```', 'plain', '```'].join('\n');
    const bash = ['cat <<EOF > a.txt', 'one $HOME', 'EOF', "cat <<'END'", 'two', 'END', 'cat <<EOF', 'three', 'EOF'].join('\n');
    const themes = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' };
    const langs = ['markdown', 'javascript', 'css', 'bash'];
    const plain = await createHighlighter({ themes: Object.values(themes), langs, engine: createOnigurumaEngine(import('shiki/wasm')) });
    const memo = memoizeScans(await createOnigurumaEngine(import('shiki/wasm')));
    const shared = await createHighlighter({ themes: Object.values(themes), langs, engine: memo.engine });
    // The markdown block twice: the second time its fences' end patterns come from the shared scanners.
    for (const [code, lang] of [[markdown, 'markdown'], [bash, 'bash'], [markdown, 'markdown']] as const) {
      const options = { lang, themes, defaultColor: false, tokenizeTimeLimit: 0 } as const;
      const html = shared.codeToHtml(code, options);
      memo.nextBlock();
      expect(html).toBe(plain.codeToHtml(code, options));
    }
  });
});
