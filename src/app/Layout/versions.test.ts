import { describe, expect, it } from 'vitest';
import { onlyInCurrentVersion, versionUrl } from './versions.ts';

describe('versionUrl', () => {
  it('keeps the current version on this site', () => {
    expect(versionUrl('5', '/concepts/#entry')).toBe('/concepts/#entry');
  });

  it('sends an older version to the same path on its prefixed host', () => {
    expect(versionUrl('4', '/configuration/output/#outputpath')).toBe('https://v4.webpack.js.org/configuration/output/#outputpath');
  });
});

describe('onlyInCurrentVersion', () => {
  const added = ['/configuration/check/', '/configuration/defaults/', '/api/reference/', '/api/reference/plugins-entryplugin/', '/blog/2020-12-08-roadmap-2021/', '/guides/react/'];
  const shared = ['/configuration/output/', '/configuration/', '/api/', '/api/compiler-hooks/', '/blog/', '/blog/2020-10-10-webpack-5-release/', '/guides/typescript/'];

  it('holds the tool pages, the generated API reference, blog posts after October 2020 and the React guide', () => {
    expect(added.filter((url) => !onlyInCurrentVersion(url))).toEqual([]);
  });

  it('leaves out pages both versions have', () => {
    expect(shared.filter(onlyInCurrentVersion)).toEqual([]);
  });

  it("sends an older version to its site's home page for those, dropping the hash", () => {
    expect(versionUrl('4', '/configuration/defaults/#mode=development&target=node')).toBe('https://v4.webpack.js.org/');
    expect(versionUrl('5', '/configuration/defaults/')).toBe('/configuration/defaults/');
  });
});
