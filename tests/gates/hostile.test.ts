/**
 * Gate 6 in Node: hostile markdown and README HTML through the real renderer come out with no
 * script, no event attribute, no dangerous URL scheme and no id that shadows the template's.
 * The seeded broken renderer (no sanitiser) must fail the same property.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemeOf, unsafeInFragment } from '../../src/build/gates/hostile.ts';
import { hostileMarkdown, hostileReadme, RUN } from './hostile-arbitraries.ts';
import { createHostileRenderer, unsanitisedRenderer, type HostileRenderer } from './hostile-render.ts';

let renderer: HostileRenderer;
beforeAll(async () => {
  renderer = await createHostileRenderer();
});

/** The property: nothing that runs code (script-like elements, handlers, styles, schemes, srcdoc). */
const safe = (render: (md: string) => string) => (md: string): void => {
  expect(unsafeInFragment(render(md)).filter((u) => u.kind !== 'id').map((u) => u.detail)).toEqual([]);
};

/** The property: no element id or name that shadows one the page template relies on. */
const noShadowing = (render: (md: string) => string) => (md: string): void => {
  expect(unsafeInFragment(render(md)).filter((u) => u.kind === 'id').map((u) => u.detail)).toEqual([]);
};

describe('hostile content through the real renderer', () => {
  it('markdown pages come out safe', () => {
    fc.assert(fc.property(hostileMarkdown, safe((md) => renderer.markdown(md))), { numRuns: 200 });
  });

  it('README bodies of third-party pages come out safe', () => {
    fc.assert(fc.property(hostileReadme, safe((md) => renderer.readme(md))), { numRuns: 120 });
  });

  it('no element takes an id the page template relies on (root, main, initial-data)', () => {
    fc.assert(fc.property(hostileMarkdown, noShadowing((md) => renderer.markdown(md))), { numRuns: 200 });
    fc.assert(fc.property(hostileReadme, noShadowing((md) => renderer.readme(md))), { numRuns: 100 });
  });

  it('code that shows a payload keeps it as text', () => {
    const html = renderer.markdown(`\`\`\`html\n<script>${RUN}</script>\n\`\`\``);
    expect(html).toContain('&#x3C;');
    expect(unsafeInFragment(html)).toEqual([]);
  });
});

describe('the hostile-content check itself', () => {
  it('fails the seeded broken renderer (no sanitiser)', () => {
    const broken = unsanitisedRenderer();
    expect(() => fc.assert(fc.property(hostileMarkdown, safe(broken)), { numRuns: 100 })).toThrow();
  });

  it('names scripts, handlers, schemes, srcdoc and shadowing ids', () => {
    const found = unsafeInFragment(
      `<p>ok <a href="/x/">x</a> <a href="https://a.test">a</a></p><script>x</script><svg><a xlink:href="jav&#x09;ascript:x">s</a></svg><img src="x" OnError="y"><iframe srcdoc="z"></iframe><img srcset="/a.png 1x, data:image/png;base64,AA 2x"><h2 id="initial-data">I</h2>`,
    );
    expect(found.map((f) => `${f.kind} ${f.detail.split(' ').slice(0, 2).join(' ')}`)).toEqual([
      'element forbidden element',
      'url javascript: URL',
      'event event attribute',
      'element forbidden element',
      'srcdoc srcdoc on',
      'url data: URL',
      'id id="initial-data" shadows',
    ]);
  });

  it('reads schemes the way browsers do', () => {
    expect(schemeOf(' \tJaVa\nScRiPt:alert(1)')).toBe('javascript');
    expect(schemeOf('/relative/javascript:x')).toBe('');
    expect(schemeOf('#frag')).toBe('');
    expect(schemeOf('HTTPS://x.test')).toBe('https');
  });
});
