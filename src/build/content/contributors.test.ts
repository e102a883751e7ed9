import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../shared/initials.ts';
import { mergeContributors, parseGitLog, usernameFromEmail } from './contributors.ts';

const RS = '\u001e';
const US = '\u001f';

describe('contributors', () => {
  it('maps GitHub no-reply addresses to usernames', () => {
    expect(usernameFromEmail('12345+octo-cat@users.noreply.github.com')).toBe('octo-cat');
    expect(usernameFromEmail('octo@users.noreply.github.com')).toBe('octo');
    expect(usernameFromEmail('ada@example.com')).toBeUndefined();
  });

  it('parses one batched git log into per-file authors and dates', () => {
    const log = [
      `${RS}Octo Cat${US}1+octo@users.noreply.github.com${US}2024-05-02T10:00:00Z\n\ncontent/a.md\ncontent/b.md\n`,
      `${RS}Ada Lovelace${US}ada@example.com${US}2024-01-01T10:00:00Z\n\ncontent/a.md\n`,
      `${RS}Octo Cat${US}1+octo@users.noreply.github.com${US}2023-01-01T10:00:00Z\n\ncontent/a.md\n`,
    ].join('');
    const files = parseGitLog(log);
    expect(files.get('content/a.md')).toEqual({
      authors: [{ username: 'octo', name: 'octo' }, { name: 'Ada Lovelace' }],
      lastUpdated: '2024-05-02T10:00:00Z',
    });
    expect(files.get('content/b.md')?.authors).toHaveLength(1);
  });

  it('merges frontmatter first, removes duplicates and the excluded usernames', () => {
    const merged = mergeContributors(['first', 'maxloh', 'octo'], [{ username: 'octo', name: 'octo' }, { username: 'grrizzly', name: 'grrizzly' }, { name: 'Ada Lovelace' }]);
    expect(merged).toEqual([{ username: 'first', name: 'first' }, { username: 'octo', name: 'octo' }, { name: 'Ada Lovelace' }]);
  });

  it('makes initials for authors without a picture', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('octo')).toBe('OC');
    expect(initialsOf('')).toBe('?');
  });
});
