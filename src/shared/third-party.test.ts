import { describe, expect, it } from 'vitest';
import { maintainerOf, packageNotice } from './third-party.ts';

describe('maintainerOf', () => {
  it("reads the organization from a GitHub repository's address", () => {
    expect(maintainerOf('https://github.com/webpack/css-loader')).toBe('webpack');
    expect(maintainerOf('https://github.com/webpack-contrib/style-loader/tree/main/packages/x')).toBe('webpack-contrib');
    expect(maintainerOf('https://github.com/Webpack-Contrib/val-loader')).toBe('webpack-contrib');
    expect(maintainerOf('https://github.com/babel/babel-loader')).toBe('other');
    expect(maintainerOf('https://github.com/webpackers/tool')).toBe('other');
    expect(maintainerOf('https://gitlab.com/webpack/thing')).toBe('other');
  });
});

describe('packageNotice', () => {
  it('never says a package of webpack\'s own organizations is not maintained by webpack', () => {
    for (const repo of ['https://github.com/webpack/css-loader', 'https://github.com/webpack-contrib/style-loader']) {
      const notice = packageNotice({ packageName: 'x-loader', version: '1.2.3', repo });
      expect(notice.label).toBe('Package documentation');
      expect(notice.text).not.toMatch(/not maintained by webpack|third-party|community members/);
      expect(notice.text).toMatch(/^x-loader is a separate package .*organization.*version 1\.2\.3/);
    }
  });

  it('calls a package from elsewhere third-party', () => {
    const notice = packageNotice({ packageName: 'babel-loader', version: '10.1.1', repo: 'https://github.com/babel/babel-loader' });
    expect(notice.label).toBe('Third-party documentation');
    expect(notice.text).toMatch(/^babel-loader is a third-party package, maintained outside webpack .* version 10\.1\.1/);
  });
});
