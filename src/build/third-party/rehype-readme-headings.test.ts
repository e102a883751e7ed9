import { describe, expect, it } from 'vitest';
import { readmeHeadingLevels, titleKey } from './rehype-readme-headings.ts';

const h = (level: number, text = 'x'): { level: number; text: string } => ({ level, text });

describe('README heading levels', () => {
  it('compares titles by letters and digits only', () => {
    expect(titleKey('Babel Loader')).toBe(titleKey('babel-loader'));
    expect(titleKey('Install Webpack Plugin')).toBe(titleKey('InstallWebpackPlugin'));
  });

  it('drops a leading h1 that repeats the page title or the package name', () => {
    expect(readmeHeadingLevels([h(1, 'Babel Loader'), h(2), h(3)], ['babel-loader', 'babel-loader'])).toEqual([0, 2, 3]);
    expect(readmeHeadingLevels([h(1, 'postcss-loader'), h(2)], ['PostCSS Loader', 'postcss-loader'])).toEqual([0, 2]);
  });

  it('keeps an h1 that is not the title, or not first, one level down with everything else', () => {
    // A README whose sections are h1 (install-webpack-plugin): each becomes h2, their h2 h3.
    expect(readmeHeadingLevels([h(1, 'Installation'), h(1, 'Usage'), h(2), h(1, 'Options')], ['InstallWebpackPlugin'])).toEqual([2, 2, 3, 2]);
    expect(readmeHeadingLevels([h(2, 'Intro'), h(1, 'fancy-loader'), h(2)], ['fancy-loader'])).toEqual([2, 2, 3]);
  });

  it('drops the title and moves the other h1s down', () => {
    // The h2 has no h2 above it once the title goes, so it stays h2 (levels never skip).
    expect(readmeHeadingLevels([h(1, 'fancy'), h(2), h(1, 'License'), h(2)], ['fancy'])).toEqual([0, 2, 2, 3]);
  });

  it('never skips a level, and h6 stays h6', () => {
    expect(readmeHeadingLevels([h(2), h(4), h(6)], [])).toEqual([2, 3, 4]);
    expect(readmeHeadingLevels([h(4)], [])).toEqual([2]);
    expect(readmeHeadingLevels([h(1), h(2), h(3), h(4), h(5), h(6)], [])).toEqual([2, 3, 4, 5, 6, 6]);
  });
});
