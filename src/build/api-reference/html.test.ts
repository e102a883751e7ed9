import { describe, expect, it } from 'vitest';
import { docHtml, emphasisHtml, firstSentence } from './html.ts';
import { withoutComments } from './signature-text.ts';

const link = (name: string): string | undefined => (name === 'Compilation' ? '/api/reference/compilation/#compilation' : undefined);

describe('Markdown in JSDoc text of the reference', () => {
  it('renders *x* and _x_ as emphasis and **x** as strong', () => {
    expect(docHtml('A printer *returns* its text.', link)).toBe('<p>A printer <em>returns</em> its text.</p>');
    expect(docHtml('You must **not** use it _after_ the hook.', link)).toBe('<p>You must <strong>not</strong> use it <em>after</em> the hook.</p>');
  });

  it('leaves stars and underscores that are not emphasis, and code spans, as written', () => {
    expect(emphasisHtml('a * b, *.js and *.css, snake_case_name, __dirname')).toBe('a * b, *.js and *.css, snake_case_name, __dirname');
    expect(docHtml('`a *b* c` and {@link Compilation}', link)).toBe('<p><code>a *b* c</code> and <a href="/api/reference/compilation/#compilation"><code>Compilation</code></a></p>');
  });

  it('keeps the text escaped inside and around the marks', () => {
    expect(docHtml('*<img src=x onerror=alert(1)>* and **"a" & <b>**', link)).toBe('<p><em>&lt;img src=x onerror=alert(1)&gt;</em> and <strong>&quot;a&quot; &amp; &lt;b&gt;</strong></p>');
  });

  it('renders a fenced block as a code block, escaped, and keeps the paragraphs around it', () => {
    expect(docHtml('Usage:\n```js\nuse({ a: (p) => p < 1 });\n  run();\n```\nAfter.', link)).toBe('<p>Usage:</p><pre tabindex="0" aria-label="code"><code>use({ a: (p) =&gt; p &lt; 1 });\n  run();</code></pre><p>After.</p>');
  });

  it('drops the marks and fences from the plain first sentence', () => {
    expect(firstSentence('A printer *returns* its **text**. More.')).toBe('A printer returns its text.');
    expect(firstSentence('Usage:\n```\nrun();\n```\nDone.')).toBe('Usage: Done.');
    // Abbreviations end no sentence.
    expect(firstSentence('Optimize the transfer of existing assets, e. g. by preparing a compressed (gzip) file as separate asset. More.')).toBe(
      'Optimize the transfer of existing assets, e. g. by preparing a compressed (gzip) file as separate asset.',
    );
    expect(firstSentence('Names, i.e. keys, etc. are kept. Next.')).toBe('Names, i.e. keys, etc. are kept.');
  });
});

describe('signatures of the reference', () => {
  it('leave out the doc comments of nested members, which ran a signature on as one line of comment text', () => {
    const written = 'options: {/** * Enable/disable renaming of `@keyframes`. */ animation: boolean; /** * Named exports. */ namedExports?: boolean}';
    expect(withoutComments(written)).toBe('options: {animation: boolean; namedExports?: boolean}');
    expect(withoutComments('run(): void')).toBe('run(): void');
  });
});
