import { describe, expect, it } from 'vitest';
import { dropdownKey, languageOptions } from './languages.ts';

describe('languageOptions', () => {
  it('offers English here and the two translations, keeping path and hash', () => {
    expect(languageOptions('/guides/caching/#output-filenames')).toEqual([
      { title: 'English', url: '/guides/caching/#output-filenames', lang: 'en' },
      { title: '中文', url: 'https://webpack.docschina.org/guides/caching/#output-filenames', lang: 'zh' },
      { title: '한국어', url: 'https://webpack.kr/guides/caching/#output-filenames', lang: 'ko' },
    ]);
  });
});

describe('dropdownKey', () => {
  it('enters the list from the button at the first or last item', () => {
    expect(dropdownKey('ArrowDown', null, 3)).toBe(0);
    expect(dropdownKey('ArrowUp', null, 3)).toBe(2);
  });

  it('cycles with Down and Up and wraps around', () => {
    expect([0, 1, 2].map((i) => dropdownKey('ArrowDown', i, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((i) => dropdownKey('ArrowUp', i, 3))).toEqual([2, 0, 1]);
  });

  it('closes on Escape, jumps with Home and End, and ignores other keys', () => {
    expect(dropdownKey('Escape', 1, 3)).toBe('close');
    expect(dropdownKey('Home', 2, 3)).toBe(0);
    expect(dropdownKey('End', 0, 3)).toBe(2);
    expect(dropdownKey('Enter', 0, 3)).toBeNull();
    expect(dropdownKey('ArrowDown', null, 0)).toBeNull();
  });
});
