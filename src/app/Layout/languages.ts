/** The language dropdown's options and keyboard rules, apart from React so they can be tested alone. */

/** One entry of the language dropdown. */
export interface LanguageOption {
  /** Name of the language in itself. */
  title: string;
  /** Where the current page is read in that language. */
  url: string;
  /** BCP 47 tag of the language. */
  lang: string;
}

/** The translations: this site (empty origin) and the community-run translated sites. */
const TRANSLATIONS: ReadonlyArray<{ title: string; origin: string; lang: string }> = [
  { title: 'English', origin: '', lang: 'en' },
  { title: '中文', origin: 'https://webpack.docschina.org', lang: 'zh' },
  { title: '한국어', origin: 'https://webpack.kr', lang: 'ko' },
];

/** The options for the page at `pathAndHash` (path, query-free, with its hash): each keeps both. */
export function languageOptions(pathAndHash: string): LanguageOption[] {
  return TRANSLATIONS.map((t) => ({ title: t.title, url: `${t.origin}${pathAndHash}`, lang: t.lang }));
}

/**
 * What a key does in the dropdown whose item `index` has focus (null: the button has it):
 * the index of the item to focus, 'close', or null when the key is not the dropdown's.
 * Down and Up cycle through the items and wrap around; from the button they enter the list
 * at the first or the last item.
 */
export function dropdownKey(key: string, index: number | null, count: number): number | 'close' | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return index === null ? 0 : (index + 1) % count;
    case 'ArrowUp':
      return index === null ? count - 1 : (index - 1 + count) % count;
    case 'Home':
      return index === null ? null : 0;
    case 'End':
      return index === null ? null : count - 1;
    case 'Escape':
      return 'close';
    default:
      return null;
  }
}
