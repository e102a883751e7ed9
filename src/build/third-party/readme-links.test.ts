import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../../shared/constants.ts';
import { mendReadmeLinks } from './readme-links.ts';

const ids = new Map<string, ReadonlySet<string>>([
  ['/loaders/css-loader/', new Set(['options', 'modules'])],
  ['/configuration/experiments/', new Set(['experimentscss'])],
  ['/guides/asset-modules/', new Set(['inlining-files-assetinline'])],
]);
const mend = (html: string): string => mendReadmeLinks(html, '/loaders/css-loader/', ids, new Set(['/printable/']));

describe('mendReadmeLinks', () => {
  it('keeps links that resolve, and the page of a link whose anchor is named differently here', () => {
    expect(mend(`<a href="${SITE_ORIGIN}/guides/asset-modules/#inlining-files-assetinline">x</a>`)).toBe('<a href="/guides/asset-modules/#inlining-files-assetinline">x</a>');
    expect(mend('<a href="/guides/asset-modules/#old-name">x</a>')).toBe('<a href="/guides/asset-modules/">x</a>');
    expect(mend('<a href="#Modules">x</a>')).toBe('<a href="#modules">x</a>');
  });

  it("sends a link to a page this site covers elsewhere there, the incumbent's anchor dropped", () => {
    const notice = `Read the <a href="${SITE_ORIGIN}/guides/native-css/" rel="noopener noreferrer">Native CSS guide</a> and its <a href="${SITE_ORIGIN}/guides/native-css/#migration-guide">migration guide</a>.`;
    expect(mend(notice)).toBe('Read the <a href="/configuration/experiments/#experimentscss">Native CSS guide</a> and its <a href="/configuration/experiments/#experimentscss">migration guide</a>.');
  });

  it('makes a link to a page this site does not have plain text, and leaves other sites alone', () => {
    expect(mend(`See <a href="${SITE_ORIGIN}/guides/nowhere/">the guide</a>.`)).toBe('See the guide.');
    expect(mend('<a href="https://github.com/webpack/css-loader" rel="noopener noreferrer">repo</a>')).toBe('<a href="https://github.com/webpack/css-loader" rel="noopener noreferrer">repo</a>');
  });
});
