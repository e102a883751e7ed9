/** Messages between page and worker, and the build fingerprint. */
import { describe, expect, it } from 'vitest';
import { fingerprint, readWorkerMessage } from './service-worker.ts';

describe('worker messages', () => {
  it('reads the known messages', () => {
    expect(readWorkerMessage({ type: 'waiting' })).toEqual({ type: 'waiting' });
    expect(readWorkerMessage({ type: 'activate-if-alone', extra: 1 })).toEqual({ type: 'activate-if-alone' });
    expect(readWorkerMessage({ type: 'cache-page', url: '/concepts/' })).toEqual({ type: 'cache-page', url: '/concepts/' });
    expect(readWorkerMessage({ type: 'cache-files', urls: ['/tool.0a1b2c3d.js'] })).toEqual({ type: 'cache-files', urls: ['/tool.0a1b2c3d.js'] });
  });

  it('ignores anything else, and pages of other hosts', () => {
    for (const data of [null, 'waiting', { type: 'skip' }, { type: 'cache-page' }, { type: 'cache-page', url: 'https://example.com/' }, { type: 'cache-page', url: '//example.com/' }, { type: 'cache-files', urls: '/a.js' }, { type: 'cache-files', urls: ['/a.js', '//example.com/b.js'] }]) {
      expect(readWorkerMessage(data)).toBeUndefined();
    }
  });
});

describe('fingerprint', () => {
  it('is stable, short and changes with the input', () => {
    expect(fingerprint('[{"url":"/a.js"}]')).toBe(fingerprint('[{"url":"/a.js"}]'));
    expect(fingerprint('[{"url":"/a.js"}]')).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprint('[{"url":"/a.js"}]')).not.toBe(fingerprint('[{"url":"/b.js"}]'));
  });
});
