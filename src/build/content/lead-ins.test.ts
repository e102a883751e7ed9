import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bareHeadings, bareHeadingsIn } from './lead-ins.ts';

describe('bareHeadings', () => {
  it('finds a heading followed straight by a deeper one, with its line', () => {
    const source = ['---', 'title: T', '---', '', '## In development', '', '### Watch', '', 'Text.', '', '## In production', '', 'Lead-in.', '', '### Minify', 'Text.'].join('\n');
    expect(bareHeadings(source)).toEqual([{ line: 5, heading: '## In development' }]);
  });

  it('counts a code block as text and skips headings inside fences', () => {
    const source = ['## Example', '```md', '### Not a heading', '```', '### Real', 'Text.', '## Next', '~~~', '## Inside', '~~~'].join('\n');
    expect(bareHeadings(source)).toEqual([]);
    // A fence line with an info string inside a fence opens nothing and closes nothing.
    expect(bareHeadings(['```md', '```js', '```', '## A', '### B', 'Text.'].join('\n'))).toEqual([{ line: 4, heading: '## A' }]);
  });

  it('leaves a heading followed by a sibling or a shallower heading alone', () => {
    expect(bareHeadings(['### A', '### B', 'Text.', '## C', 'Text.'].join('\n'))).toEqual([]);
  });
});

describe('the pages', () => {
  it('give every heading with subsections a lead-in of its own (writers’ guide, "Lead-ins")', async () => {
    expect(await bareHeadingsIn(path.resolve(import.meta.dirname, '../../../content'))).toEqual([]);
  });
});
