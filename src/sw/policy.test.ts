/** The worker's decisions: what it answers, what it stores, what an activation deletes. */
import { describe, expect, it } from 'vitest';
import { cacheNames, cacheSet, isCacheable, isHashedFile, isPageData, isPageMarkdown, isPageNavigation, staleCaches } from './policy.ts';

const ORIGIN = 'https://webpack.js.org';
const url = (p: string): URL => new URL(p, ORIGIN);

describe('worker policy', () => {
  it('answers same-origin GET navigations only', () => {
    expect(isPageNavigation({ mode: 'navigate', method: 'GET' }, url('/concepts/'), ORIGIN)).toBe(true);
    expect(isPageNavigation({ mode: 'navigate', method: 'POST' }, url('/concepts/'), ORIGIN)).toBe(false);
    expect(isPageNavigation({ mode: 'cors', method: 'GET' }, url('/concepts/'), ORIGIN)).toBe(false);
    expect(isPageNavigation({ mode: 'navigate', method: 'GET' }, new URL('https://example.com/'), ORIGIN)).toBe(false);
  });

  it('treats hashed same-origin chunks and data as immutable, never the worker, plain files or other hosts', () => {
    const get = { method: 'GET' };
    expect(isHashedFile(get, url('/1a2b3c4d5e6f.js'), ORIGIN)).toBe(true);
    expect(isHashedFile(get, url('/e505265c1a6d.css'), ORIGIN)).toBe(true);
    expect(isHashedFile(get, url('/search-snippets.0e32c6f1c516.json'), ORIGIN)).toBe(true);
    expect(isHashedFile(get, url('/sw.js'), ORIGIN)).toBe(false);
    expect(isHashedFile(get, url('/page-index.json'), ORIGIN)).toBe(false);
    expect(isHashedFile(get, url('/1a2b3c4d5e6f.js?x=1'), ORIGIN)).toBe(false);
    expect(isHashedFile(get, new URL('https://cdn.example/1a2b3c4d5e6f.js'), ORIGIN)).toBe(false);
    expect(isHashedFile({ method: 'HEAD' }, url('/1a2b3c4d5e6f.js'), ORIGIN)).toBe(false);
  });

  it('recognises same-origin GET requests for page data files only', () => {
    const get = { method: 'GET' };
    expect(isPageData(get, url('/page-data/concepts__alpha.json'), ORIGIN)).toBe(true);
    expect(isPageData(get, url('/page-data/'), ORIGIN)).toBe(false);
    expect(isPageData(get, url('/page-index.json'), ORIGIN)).toBe(false);
    expect(isPageData({ method: 'POST' }, url('/page-data/concepts__alpha.json'), ORIGIN)).toBe(false);
    expect(isPageData(get, new URL('https://example.com/page-data/concepts__alpha.json'), ORIGIN)).toBe(false);
  });

  it('recognises same-origin GET requests for page markdown and the llms files only', () => {
    const get = { method: 'GET' };
    expect(isPageMarkdown(get, url('/concepts/index.md'), ORIGIN)).toBe(true);
    expect(isPageMarkdown(get, url('/concepts.md'), ORIGIN)).toBe(true);
    expect(isPageMarkdown(get, url('/llms.txt'), ORIGIN)).toBe(true);
    expect(isPageMarkdown(get, url('/llms-configuration.txt'), ORIGIN)).toBe(true);
    expect(isPageMarkdown(get, url('/robots.txt'), ORIGIN)).toBe(false);
    expect(isPageMarkdown(get, url('/concepts/'), ORIGIN)).toBe(false);
    expect(isPageMarkdown({ method: 'POST' }, url('/concepts.md'), ORIGIN)).toBe(false);
    expect(isPageMarkdown(get, new URL('https://example.com/concepts.md'), ORIGIN)).toBe(false);
  });

  it('stores only complete same-origin answers', () => {
    expect(isCacheable({ status: 200, type: 'basic', redirected: false })).toBe(true);
    expect(isCacheable({ status: 404, type: 'basic', redirected: false })).toBe(false);
    expect(isCacheable({ status: 206, type: 'basic', redirected: false })).toBe(false);
    expect(isCacheable({ status: 0, type: 'opaque', redirected: false })).toBe(false);
    expect(isCacheable({ status: 200, type: 'cors', redirected: false })).toBe(false);
    expect(isCacheable({ status: 200, type: 'basic', redirected: true })).toBe(false);
  });

  it('names every cache after the build and deletes all others on activation', () => {
    const current = cacheSet('b2');
    expect(cacheNames(current).every((name) => name.endsWith('-b2'))).toBe(true);
    const old = cacheNames(cacheSet('a1'));
    expect(staleCaches([...old, ...cacheNames(current), 'workbox-precache-v2-https://webpack.js.org/'], current)).toEqual([...old, 'workbox-precache-v2-https://webpack.js.org/']);
  });
});
