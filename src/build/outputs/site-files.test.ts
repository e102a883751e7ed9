import { describe, expect, it } from 'vitest';
import { REDIRECTS } from '../../shared/redirects.ts';
import { REDIRECT_SCRIPT, redirectPage, redirectsFile } from './site-files.ts';

/** Runs the redirect pages' script against a stand-in page with `href` as its link and `hash` as the address's; returns where it went. */
function follow(href: string, hash: string): string | undefined {
  let went: string | undefined;
  const fakeDocument = { querySelector: (selector: string) => (selector === 'main a' ? { getAttribute: (name: string) => (name === 'href' ? href : null) } : null) };
  const fakeLocation = { hash, replace: (url: string) => void (went = url) };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the exact inline script string is the point of this test
  const run = new Function('document', 'location', REDIRECT_SCRIPT) as (d: unknown, l: unknown) => void;
  run(fakeDocument, fakeLocation);
  return went;
}

describe('redirect pages', () => {
  it('carry the old address’s hash to a target that names none, and keep a target’s own', () => {
    expect(follow('/api/hot-module-replacement/', '#accept')).toBe('/api/hot-module-replacement/#accept');
    expect(follow('/api/hot-module-replacement/', '')).toBe('/api/hot-module-replacement/');
    expect(follow('/guides/asset-modules/#inlining-files-assetinline', '#options')).toBe('/guides/asset-modules/#inlining-files-assetinline');
  });

  it('hold the script once, after the link it reads, with the meta refresh for readers without script', () => {
    const page = redirectPage('/plugins/terser-webpack-plugin/');
    expect(page.split(REDIRECT_SCRIPT)).toHaveLength(2);
    expect(page.indexOf('<a href="/plugins/terser-webpack-plugin/">')).toBeLessThan(page.indexOf(REDIRECT_SCRIPT));
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/plugins/terser-webpack-plugin/">');
  });

  it('list every move in _redirects, each to a route of its own path', () => {
    const lines = redirectsFile(REDIRECTS).trim().split('\n');
    expect(lines).toHaveLength(REDIRECTS.length);
    expect(new Set(REDIRECTS.map((r) => r.from)).size).toBe(REDIRECTS.length);
    for (const r of REDIRECTS) expect(r.from).toMatch(/^\/.*\/$/);
  });
});
