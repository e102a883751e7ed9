import { describe, expect, it } from 'vitest';
import { createGraphQLClient, resetMs, retryAfterMs } from './client.ts';
import { allowedLogoUrl, imageExtension } from './logos.ts';

const NOW = Date.parse('2025-06-01T00:00:00.000Z');

describe('rate-limit headers', () => {
  it('reads retry-after as seconds or as an HTTP date', () => {
    expect(retryAfterMs('2', NOW)).toBe(2000);
    expect(retryAfterMs('0.5', NOW)).toBe(500);
    expect(retryAfterMs('Sun, 01 Jun 2025 00:00:30 GMT', NOW)).toBe(30_000);
    expect(retryAfterMs('Sat, 31 May 2025 00:00:00 GMT', NOW)).toBe(0);
    expect(retryAfterMs('soon', NOW)).toBeUndefined();
    expect(retryAfterMs(null, NOW)).toBeUndefined();
  });

  it('reads x-ratelimit-reset as a Unix time or as seconds from now', () => {
    expect(resetMs(String(NOW / 1000 + 42), NOW)).toBe(42_000);
    expect(resetMs('60', NOW)).toBe(60_000);
    expect(resetMs('', NOW)).toBeUndefined();
  });

  it('names a malformed endpoint', () => {
    expect(() => createGraphQLClient({ endpoint: 'not a url' })).toThrow("The Open Collective endpoint 'not a url' is not a URL (check OPENCOLLECTIVE_API_URL)");
  });
});

describe('logo checks', () => {
  it('knows raster images by their first bytes and refuses everything else', () => {
    expect(imageExtension(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe('png');
    expect(imageExtension(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(imageExtension(new TextEncoder().encode('GIF89a'))).toBe('gif');
    expect(imageExtension(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(imageExtension(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageExtension(new Uint8Array())).toBeUndefined();
  });

  it('fetches logos over https only, plain http only from origins named for tests', () => {
    expect(allowedLogoUrl('https://images.opencollective.com/acme/logo.png')).toBe(true);
    expect(allowedLogoUrl('http://images.opencollective.com/acme/logo.png')).toBe(false);
    expect(allowedLogoUrl('http://127.0.0.1:4000/a.png', ['http://127.0.0.1:4000'])).toBe(true);
    expect(allowedLogoUrl('file:///etc/passwd')).toBe(false);
  });
});
