import { describe, expect, it } from 'vitest';
import { markdownLines } from './markdown-lines.ts';

describe('markdownLines', () => {
  it('skips the frontmatter and fenced code, numbers lines from 1 and marks headings', () => {
    const page = ['---', 'title: T', '---', '## `output.path` ', 'Type: `string`', '```js', '## not a heading', '```', '# Top', 'text'].join('\n');
    expect(markdownLines(page)).toEqual([
      { line: 4, text: '## `output.path` ', heading: { depth: 2, text: '`output.path`' } },
      { line: 5, text: 'Type: `string`' },
      { line: 9, text: '# Top', heading: { depth: 1, text: 'Top' } },
      { line: 10, text: 'text' },
    ]);
  });

  it('closes a fence only at a marker of its own character at least as long', () => {
    // A toggle on any marker read the lines after the inner ``` as prose, and the last line as code.
    const page = ['~~~md', '```js', 'Type: inside', '```', '~~~', 'after', '````', '```', 'code', '````', 'end'].join('\n');
    expect(markdownLines(page).map((l) => l.text)).toEqual(['after', 'end']);
  });

  it('reads CRLF files like LF ones', () => {
    expect(markdownLines('## A\r\nb\r\n')).toEqual([{ line: 1, text: '## A', heading: { depth: 2, text: 'A' } }, { line: 2, text: 'b' }, { line: 3, text: '' }]);
  });
});
