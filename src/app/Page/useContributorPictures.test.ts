import { describe, expect, it } from 'vitest';
import { pictureUrl } from './useContributorPictures.ts';

describe('pictureUrl', () => {
  it('asks the code host for the user picture at size 90', () => {
    expect(pictureUrl('sokra')).toBe('https://github.com/sokra.png?size=90');
    expect(pictureUrl('a b')).toBe('https://github.com/a%20b.png?size=90');
  });
});
