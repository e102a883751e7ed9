/**
 * Every CSS-module class a component reads exists in its stylesheet. A missing key is undefined
 * at run time and React writes `class="undefined"`: the page body's wrapper did, unnoticed,
 * until this check (and the valid-HTML gate's class-pattern rule) came.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const appDir = path.resolve(import.meta.dirname, '../../src/app');

/** Component files under src/app. */
function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return components(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** `[module file, keys read]` for each CSS-module import of a source file. */
function moduleUses(file: string): Array<{ css: string; keys: string[] }> {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import (\w+) from '(\.{1,2}\/[^']+\.module\.css)'/g)].map(([, name = '', spec = '']) => ({
    css: path.resolve(path.dirname(file), spec),
    keys: [...source.matchAll(new RegExp(`\\b${name}(?:\\['([\\w-]+)'\\]|\\.(\\w+))`, 'g'))].map((m) => m[1] ?? m[2] ?? ''),
  }));
}

describe('CSS modules', () => {
  const uses = components(appDir).flatMap((file) => moduleUses(file).map((use) => ({ file: path.relative(appDir, file), ...use })));

  it('finds the components that use them', () => {
    expect(uses.length).toBeGreaterThan(20);
    expect(uses.flatMap((u) => u.keys).length).toBeGreaterThan(80);
  });

  it('has a class for every key a component reads', () => {
    const missing = uses.flatMap(({ file, css, keys }) => {
      const sheet = readFileSync(css, 'utf8');
      return keys.filter((key) => !new RegExp(`\\.${key}(?![\\w-])`).test(sheet)).map((key) => `${file}: ${path.basename(css)} has no .${key}`);
    });
    expect(missing).toEqual([]);
  });
});
