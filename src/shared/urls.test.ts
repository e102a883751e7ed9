import { describe, expect, it } from 'vitest';
import { markdownUrl } from './markdown-url.ts';
import { canonicalUrl, documentTitle, fileToUrl, hashRedirect, isDocumentationPath, isPrintableUrl, pageIdOf, withTrailingSlash } from './urls.ts';
import { isOnPrintable, printablePartUrl, toSiteRelative } from './view-urls.ts';

describe('url helpers', () => {
  it('puts the markdown of a page at <route>index.md', () => {
    expect([markdownUrl('/configuration/output/'), markdownUrl('/concepts'), markdownUrl('/')]).toEqual(['/configuration/output/index.md', '/concepts/index.md', '/index.md']);
  });

  it('maps content files to routes', () => {
    expect(fileToUrl('concepts/output.md')).toBe('/concepts/output/');
    expect(fileToUrl('concepts/index.md')).toBe('/concepts/');
    expect(fileToUrl('loaders/_css-loader.md')).toBe('/loaders/css-loader/');
    expect(fileToUrl('comparison.md')).toBe('/comparison/');
  });

  it('adds trailing slashes to routes but not to files', () => {
    expect(withTrailingSlash('/guides')).toBe('/guides/');
    expect(withTrailingSlash('/guides/')).toBe('/guides/');
    expect(withTrailingSlash('/sitemap.xml')).toBe('/sitemap.xml');
  });

  it('recognises printable pages of the eight sections only', () => {
    expect(isPrintableUrl('/api/printable/')).toBe(true);
    expect(isPrintableUrl('/blog/printable/')).toBe(false);
    expect(isPrintableUrl('/api/printable/x/')).toBe(false);
  });

  it("says which pages are on their section's printable page, and where each one's part starts", () => {
    expect(['/guides/caching/', '/api/', '/api/reference/', '/loaders/css-loader/'].map(isOnPrintable)).toEqual([true, true, true, true]);
    expect(['/api/reference/chunk/', '/blog/', '/', '/comparison/'].map(isOnPrintable)).toEqual([false, false, false, false]);
    expect(printablePartUrl('/guides/caching/')).toBe('/guides/printable/#caching-title');
    expect(printablePartUrl('/concepts/')).toBe('/concepts/printable/#index-title');
  });

  it('marks documentation paths', () => {
    for (const p of ['/api/', '/concepts/x/', '/configuration/', '/guides/', '/loaders/', '/migrate/5/', '/plugins/']) {
      expect(isDocumentationPath(p)).toBe(true);
    }
    expect(isDocumentationPath('/contribute/')).toBe(false);
    expect(isDocumentationPath('/blog/')).toBe(false);
  });

  it('builds titles, canonical urls and page ids', () => {
    expect(documentTitle('Output')).toBe('Output | webpack');
    expect(canonicalUrl('/concepts')).toBe('https://webpack.js.org/concepts/');
    expect(pageIdOf('/configuration/output/')).toBe('configuration__output');
    expect(pageIdOf('/')).toBe('index');
  });

  it('makes absolute links to the site relative', () => {
    expect(toSiteRelative('https://webpack.js.org/guides/#x')).toBe('/guides/#x');
    expect(toSiteRelative('https://webpack.js.org')).toBe('/');
    expect(toSiteRelative('https://example.com/guides/')).toBe('https://example.com/guides/');
  });

  it('redirects other-options#cache… to the cache page, keeping the hash', () => {
    expect(hashRedirect('/configuration/other-options/', '#cache')).toBe('/configuration/cache/#cache');
    expect(hashRedirect('/configuration/other-options', '#cachetype')).toBe('/configuration/cache/#cachetype');
    expect(hashRedirect('/configuration/other-options/', '#bail')).toBeNull();
    expect(hashRedirect('/configuration/cache/', '#cache')).toBeNull();
  });
});
