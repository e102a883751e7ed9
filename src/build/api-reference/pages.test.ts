import { describe, expect, it } from 'vitest';
import { pageTitle } from './pages.ts';

describe('pageTitle', () => {
  it('names a shared page by its first and last entries, or one entry alone', () => {
    expect(pageTitle('Classes', ['AsyncDependenciesBlock', 'ChunkGroup'])).toBe('Classes: AsyncDependenciesBlock to ChunkGroup');
    expect(pageTitle('Types', ['Asset'])).toBe('Types: Asset');
  });

  it('says how many more entries follow when both names do not fit', () => {
    expect(pageTitle('Interfaces', ['CacheGroupSource', 'CallExpressionInfoWithEnvironment', 'CodeGenerationContext'])).toBe('Interfaces: CacheGroupSource and 2 more');
    // Shorter still when that is too long: the document title ('… | webpack') stays within 70 characters.
    const names = ['DllReferencePluginOptionsBranch2Object', 'DllReferencePluginOptionsContent', 'DllReferencePluginOptionsManifest'];
    expect(pageTitle('Interfaces', names)).toBe('Interfaces: DllReferencePluginOptionsBranch2Object +2 more');
    expect(pageTitle('Interfaces', names).length).toBeLessThanOrEqual(60);
    // A long dotted namespace keeps its last segments.
    const namespaces = ['webpack.javascript.syntax.parser.tokTypes', 'webpack.util', 'webpack.web'];
    expect(pageTitle('Namespaces', namespaces)).toBe('Namespaces: …javascript.syntax.parser.tokTypes +2 more');
  });
});
