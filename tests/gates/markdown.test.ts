/**
 * The markdown gate on a small site made by the real converter: the healthy site passes, and
 * each seeded fault is reported by its rule.
 */
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/build/gates/finding.ts';
import { mainText } from '../../src/build/gates/main-text.ts';
import { checkMarkdownSite, type MarkdownSite } from '../../src/build/gates/markdown.ts';
import { sidebarOrder } from '../../src/build/gates/markdown-site.ts';
import { snapshotOf } from '../../src/build/gates/site.ts';
import { markdownFiles } from '../../src/build/llms/write.ts';
import type { ContentNode, NavTree, PageData } from '../../src/shared/types.ts';
import { ASSETS, doc, sitemap } from './site-fixture.ts';

const BODIES: Record<string, { title: string; html: string }> = {
  '/docs/': { title: 'Docs', html: '<p>Start with <a href="/docs/a/#real">the real part</a> of the guide, or read on here.</p><h2 id="intro">Intro<a class="heading-link" href="#intro">#</a></h2><p>An introduction to every part.</p>' },
  '/docs/a/': { title: 'Part A', html: '<h2 id="real">Real<a class="heading-link" href="#real">#</a></h2><p>The real part, with <code>code</code> and a <a href="/docs/printable/">printable</a> version.</p>' },
  '/about/': { title: 'About', html: '<p>Who writes these pages, and how to <a href="https://example.com/x">reach them</a>.</p>' },
};

const pages: PageData[] = Object.entries(BODIES).map(([url, b]) => ({ url, title: b.title, description: `About ${b.title}.`, html: b.html, anchors: [], contributors: [], related: [], editUrl: '' }));
const nav: NavTree = { sections: [{ name: 'docs', title: 'Docs', url: '/docs/', pages: [{ title: 'Docs', url: '/docs/' }, { title: 'Part A', url: '/docs/a/' }] }], rootPages: [{ title: 'About', url: '/about/' }], webpackVersion: '5.0.0' };

/** The page as prerendered: title, body and chrome that the comparison leaves out. */
const pageHtml = (url: string): string => {
  const b = BODIES[url] ?? { title: '', html: '' };
  return doc({ main: `<article><h1>${b.title}</h1><div class="content" data-page-body="">${b.html}</div><div><a href="/edit">Edit this page</a> Last updated today</div></article>` });
};

function healthy(): { md: MarkdownSite; html: Map<string, string> } {
  const files = markdownFiles(nav, pages);
  const html = new Map([...Object.keys(BODIES).map((u) => [`${u}index.html`, pageHtml(u)] as const), ['/index.html', doc({ main: '<h1>Home</h1>' })], ['/docs/printable/index.html', doc({ head: '<meta name="robots" content="noindex">', main: '<h1>All</h1>' })]]);
  return {
    md: {
      routes: ['/docs/', '/docs/a/', '/about/'],
      markdown: new Map([...files].filter(([f]) => f.endsWith('.md'))),
      llms: new Map([...files].filter(([f]) => f.startsWith('/llms'))),
      mainText: new Map(Object.keys(BODIES).map((u) => [u, mainText(pageHtml(u))])),
    },
    html,
  };
}

function check(md: MarkdownSite, html: Map<string, string>, urls = ['/', '/docs/', '/docs/a/', '/about/']): Finding[] {
  const files = [...ASSETS, ...md.markdown.keys(), ...md.llms.keys()];
  return checkMarkdownSite(md, snapshotOf(html, files, sitemap(urls)));
}

const rules = (findings: readonly Finding[]): string[] => findings.map((f) => `${f.rule} ${f.page}`);

/** The healthy site with some files changed. */
function seeded(change: (md: { markdown: Map<string, string>; llms: Map<string, string>; mainText: Map<string, string>; routes: string[] }) => void): Finding[] {
  const { md, html } = healthy();
  const copy = { routes: [...md.routes], markdown: new Map(md.markdown), llms: new Map(md.llms), mainText: new Map(md.mainText) };
  change(copy);
  return check(copy, html);
}

const edit = (map: Map<string, string>, file: string, fn: (text: string) => string): void => {
  map.set(file, fn(map.get(file) ?? ''));
};

describe('the markdown gate', () => {
  it('finds nothing wrong with the converter\'s output for a healthy site', () => {
    const { md, html } = healthy();
    expect(check(md, html)).toEqual([]);
  });

  it('reports a route without its markdown, and two paths of a page that differ', () => {
    const findings = seeded((s) => {
      s.markdown.delete('/about.md');
      edit(s.markdown, '/docs/a/index.md', (t) => `${t}\nMore.\n`);
    });
    expect(rules(findings)).toEqual(expect.arrayContaining(['md-missing /about/', 'md-copy /docs/a/']));
  });

  it('reports HTML outside code, and a table cell GFM would split at a pipe inside code', () => {
    const findings = seeded((s) => {
      for (const f of ['/docs/a/index.md', '/docs/a.md']) edit(s.markdown, f, (t) => `${t}\nA <span>tag</span>.\n\n| Type |\n| --- |\n| \`Function|Array<Function>\` |\n\n\`<kept>\` in code.\n`);
    });
    expect(findings.filter((f) => f.rule === 'md-html' || f.rule === 'md-table').map((f) => `${f.rule} ${f.message}`)).toEqual([
      'md-html HTML outside code: <span>',
      'md-html HTML outside code: </span>',
      "md-table a code span in a table cell holds an unescaped '|' (GFM splits the cell there): | `Function|Array<Function>` |",
    ]);
  });

  it('reports links to missing markdown, headings, pages, ids, and relative links', () => {
    const findings = seeded((s) => {
      const bad = '\n[a](https://webpack.js.org/docs/b.md) [b](https://webpack.js.org/docs/a.md#nowhere) [c](https://webpack.js.org/gone/) [d](https://webpack.js.org/docs/a/#nothing) [e](docs/a.md) ![f](/nope.png) [ok](https://webpack.js.org/docs/a.md#real) [ok](https://webpack.js.org/docs/a/#real)\n';
      for (const f of ['/about/index.md', '/about.md']) edit(s.markdown, f, (t) => t + bad);
    });
    expect(findings.filter((f) => f.rule.startsWith('md-link') || f.rule === 'md-anchor').map((f) => `${f.rule} ${f.message}`)).toEqual([
      'md-link https://webpack.js.org/docs/b.md: no markdown at /docs/b.md',
      "md-anchor https://webpack.js.org/docs/a.md#nowhere: /docs/a.md has no heading 'nowhere'",
      'md-link https://webpack.js.org/gone/: no page or file at /gone/',
      "md-anchor https://webpack.js.org/docs/a/#nothing: /docs/a/ has no element with id 'nothing'",
      'md-link docs/a.md: a relative link (markdown is read away from the site, so links carry the origin)',
      'md-link /nope.png: no page or file at /nope.png',
    ]);
  });

  it('reports an llms.txt that misses a route, lists one twice or out of sidebar order, or lists a non-route', () => {
    const missing = seeded((s) => edit(s.llms, '/llms.txt', (t) => t.replace(/^- \[About\].*\n/m, '')));
    expect(rules(missing)).toContain('llms-missing /llms.txt');
    const twice = seeded((s) => edit(s.llms, '/llms.txt', (t) => `${t}- [About](https://webpack.js.org/about.md)\n`));
    expect(rules(twice)).toContain('llms-duplicate /llms.txt');
    const order = seeded((s) => edit(s.llms, '/llms.txt', (t) => t.replace(/(- \[Docs\].*\n)(- \[Part A\].*\n)/, '$2$1')));
    expect(order.map((f) => f.message)).toContain('entry 1 is /docs/a/; in sidebar order it is /docs/');
    const unknown = seeded((s) => edit(s.llms, '/llms.txt', (t) => `${t}- [Old](https://webpack.js.org/old.md)\n`));
    expect(rules(unknown)).toEqual(expect.arrayContaining(['llms-unknown /llms.txt', 'md-link /llms.txt']));
  });

  it('reports a combined file that is not its pages in order, and a missing section file', () => {
    const findings = seeded((s) => {
      edit(s.llms, '/llms-full.txt', (t) => t.replace('An introduction', 'A changed introduction'));
      s.llms.delete('/llms-docs.txt');
    });
    expect(rules(findings)).toEqual(expect.arrayContaining(['llms-combined /llms-full.txt', 'llms-missing /llms-docs.txt']));
  });

  it('reports markdown whose words differ from the HTML page by more than 5%', () => {
    const findings = seeded((s) => edit(s.mainText, '/docs/', (t) => `${t} and a paragraph the markdown never got, long enough to matter on a page this short`));
    expect(findings.map((f) => f.rule)).toEqual(['md-words']);
    expect(findings[0]?.message).toMatch(/^\d+\.\d% of words shared with the HTML page \(at least 95%\); only in markdown: -; only in HTML: /);
  });

  it('reports markdown listed in the sitemap', () => {
    const { md, html } = healthy();
    expect(rules(check(md, html, ['/', '/docs/', '/docs/a/', '/about/', '/about.md']))).toContain('md-sitemap /sitemap.xml');
  });

  it('reads sidebar order from the page index: sections in header order, then root pages', () => {
    const file = (url: string): ContentNode => ({ path: '', name: '', size: 0, type: 'file', extension: '.md', url, title: '', sort: 0, contributors: [], anchors: [] });
    const dir = (name: string, urls: string[]): ContentNode => ({ ...file(`/${name}/`), name, type: 'directory', children: urls.map(file) });
    const index: ContentNode = { ...dir('', []), children: [file('/comparison/'), dir('api', ['/api/']), dir('concepts', ['/concepts/', '/concepts/b/']), dir('zeta', ['/zeta/'])] };
    expect(sidebarOrder(index)).toEqual(['/concepts/', '/concepts/b/', '/api/', '/zeta/', '/comparison/']);
  });
});
