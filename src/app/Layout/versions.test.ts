import { describe, expect, it } from 'vitest';
import { versionUrl } from './versions.ts';

describe('versionUrl', () => {
  it('keeps the current version on this site', () => {
    expect(versionUrl('5', '/concepts/#entry')).toBe('/concepts/#entry');
  });

  it('sends an older version to the same path on its prefixed host', () => {
    expect(versionUrl('4', '/configuration/output/#outputpath')).toBe('https://v4.webpack.js.org/configuration/output/#outputpath');
  });
});
