/**
 * Gate 6 for data that is not markdown: contributor names from git history and frontmatter
 * fields go through the real steps (parseGitLog, mergeContributors) and the real page template
 * (the fixture's prerender bundle, `.cache/fixture-dist.ssr/`, built by `npm test`) into a
 * whole document; sponsor names and websites through the supporter normalisers.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { mergeContributors, parseGitLog } from '../../src/build/content/contributors.ts';
import { unsafeInDocument } from '../../src/build/gates/hostile.ts';
import { renderDocument } from '../../src/build/prerender/document.ts';
import { httpsWebsite, plainName } from '../../src/build/sponsors/normalize.ts';
import { BOOT_ATTRIBUTE, BOOT_SCRIPT, bootScripts } from '../../src/shared/boot-script.ts';
import { FAVICON_DATA_URL } from '../../src/build/outputs/app-head.ts';
import { THEME_BOOT_SCRIPT } from '../../src/shared/theme-script.ts';
import type { PageData } from '../../src/shared/types.ts';
import { ROOT } from '../e2e/harness.ts';
import { dangerousUrl, RUN } from './hostile-arbitraries.ts';

type RenderFn = (url: string, initial: { page?: PageData }) => string;
const bundle = path.join(ROOT, '.cache/fixture-dist.ssr/entry-server.cjs');

/** Text an attacker controls: payloads, quotes, closing tags, and anything at all. */
const hostileText = fc.oneof(
  fc.constantFrom(`<script>${RUN}</script>`, `"><img src=x onerror="${RUN}">`, `'><svg onload=${RUN}>`, `</script><script>${RUN}</script>`, '\u2028\u2029</title><!--', `{{constructor.constructor('${RUN}')()}}`),
  fc.string({ maxLength: 40 }),
);

/** The elements the document template itself writes: head tags, its scripts, the root and main. */
function isTemplateElement(el: DefaultTreeAdapterTypes.Element): boolean {
  const attr = (name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;
  const inHead = el.parentNode !== null && 'tagName' in el.parentNode && el.parentNode.tagName === 'head';
  if (el.tagName === 'script') {
    const text = el.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
    if (inHead) return text === THEME_BOOT_SCRIPT || (text === BOOT_SCRIPT && bootScripts(attr(BOOT_ATTRIBUTE) ?? '').every((src) => src.startsWith('/'))) || (text === '' && (attr('src') ?? '').startsWith('/'));
    return attr('id') === 'initial-data' && attr('type') === 'application/json';
  }
  if (inHead) return el.tagName === 'meta' || el.tagName === 'link';
  return (el.tagName === 'div' && attr('id') === 'root') || (el.tagName === 'main' && attr('id') === 'main');
}

/** The one `data:` URL the template writes: its inline icon. */
const isOwnIcon = (el: DefaultTreeAdapterTypes.Element, url: string): boolean => el.tagName === 'link' && url === FAVICON_DATA_URL;

describe('hostile contributor and page data through the page template', () => {
  it('renders a whole document with nothing that runs', () => {
    const require = createRequire(import.meta.url);
    const { render } = require(bundle) as { render: RenderFn };
    const gitLog = fc.array(fc.tuple(hostileText, fc.constantFrom('a@example.com', '1+someone@users.noreply.github.com', `<x>@users.noreply.github.com`)), { minLength: 1, maxLength: 4 });
    const related = fc.tuple(hostileText, fc.oneof(hostileText.map((t) => `/${t}`), hostileText.map((t) => `https://${t}`), dangerousUrl.map((u) => `/${u}`)));
    fc.assert(
      fc.property(hostileText, hostileText, gitLog, fc.array(related, { maxLength: 3 }), (title, description, authors, links) => {
        const log = authors.map(([name, email]) => `\u001e${name}\u001f${email}\u001f2024-01-01T00:00:00Z\ncontent/concepts/alpha.md\n`).join('');
        const contributors = mergeContributors(['sokra'], parseGitLog(log).get('content/concepts/alpha.md')?.authors ?? []);
        const page: PageData = {
          url: '/concepts/alpha/',
          title,
          description,
          html: '<p>Body</p>',
          anchors: [{ title, id: title, level: 2 }],
          contributors,
          related: links.map(([t, url]) => ({ title: t, url })),
          editUrl: 'https://github.com/webpack/webpack.js.org/edit/main/content/concepts/alpha.md',
        };
        const html = renderDocument({
          url: page.url,
          title: `${title} | webpack`,
          description,
          appHtml: render(page.url, { page }),
          initialData: { page: { ...page, html: undefined } },
          assets: { js: ['/main.js'], css: ['/styles.css'] },
        });
        expect(unsafeInDocument(html, isTemplateElement, isOwnIcon).map((u) => u.detail)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the document check itself', () => {
  it('catches a template that writes a description without escaping it (seeded fault)', () => {
    const clean = renderDocument({ url: '/x/', title: 'X', appHtml: '<main id="main"></main>', assets: { js: ['/main.js'], css: [] } });
    expect(unsafeInDocument(clean, isTemplateElement, isOwnIcon)).toEqual([]);
    const html = clean.replace(
      /<meta name="description" content="[^"]*">/,
      `<meta name="description" content=""><script>${RUN}</script>">`,
    );
    expect(unsafeInDocument(html, isTemplateElement, isOwnIcon).map((u) => u.detail)).toContain('forbidden element <script>');
    // Any other data: URL, even on the template's own icon link, is still caught.
    const otherIcon = clean.replace(FAVICON_DATA_URL, 'data:image/svg+xml,%3Csvg onload=%22x()%22/%3E');
    expect(unsafeInDocument(otherIcon, isTemplateElement, isOwnIcon).map((u) => u.kind)).toEqual(['url']);
  });
});

describe('hostile sponsor data through the supporter normalisers', () => {
  it('names become plain text and websites plain https URLs', () => {
    fc.assert(
      fc.property(hostileText, fc.oneof(hostileText, dangerousUrl, fc.webUrl()), (name, website) => {
        expect(plainName(name)).not.toMatch(/[<>]/);
        const url = httpsWebsite(website);
        if (url !== undefined) expect(new URL(url).protocol).toBe('https:');
      }),
      { numRuns: 300 },
    );
  });
});
