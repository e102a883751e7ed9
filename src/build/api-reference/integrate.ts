/**
 * Links the hand-written API pages into the reference, after they render: inline code naming
 * an entry or a member (`Compilation`, `compilation.emitAsset()`, `compiler.hooks.done`) becomes
 * a link to its entry, and a `###` section about a hook or member gets a line linking to it.
 * Code inside links, headings and code blocks is left alone.
 */
import { escapeHtml } from './html.ts';
import type { ApiEntry } from './model.ts';
import { entryUrl, inheritedMembers, type ReferenceContext } from './render.ts';

/** The hand-written API pages and the entries whose members their sections explain. */
export const SECTION_PAGES: Readonly<Record<string, { entries: string[]; hooks?: boolean }>> = {
  '/api/compiler-hooks/': { entries: ['Compiler'], hooks: true },
  '/api/compilation-hooks/': { entries: ['Compilation'], hooks: true },
  '/api/normalmodulefactory-hooks/': { entries: ['NormalModuleFactory'], hooks: true },
  '/api/contextmodulefactory-hooks/': { entries: ['ContextModuleFactory'], hooks: true },
  '/api/parser/': { entries: ['JavascriptParser'], hooks: true },
  '/api/compilation-object/': { entries: ['Compilation'] },
  '/api/stats/': { entries: ['Stats'] },
  '/api/node/': { entries: ['Compiler', 'MultiCompiler', 'Watching', 'Stats'] },
  '/api/loaders/': { entries: ['NormalModuleLoaderContext', 'LoaderPluginLoaderContext', 'HotModuleReplacementPluginLoaderContext', 'LoaderRunnerLoaderContext'] },
  '/api/logging/': { entries: ['Logger', 'Compilation', 'Compiler'] },
  '/api/resolvers/': { entries: ['Resolver', 'ResolverFactory'] },
  '/api/plugins/': { entries: ['Compiler', 'Compilation'] },
};

/** Instance names the pages use for a class (`compilation.emitAsset`). */
const INSTANCES: Readonly<Record<string, string>> = {
  compiler: 'Compiler', compilation: 'Compilation', stats: 'Stats', logger: 'Logger', parser: 'JavascriptParser',
  normalModuleFactory: 'NormalModuleFactory', contextModuleFactory: 'ContextModuleFactory', chunkGraph: 'ChunkGraph',
  moduleGraph: 'ModuleGraph', multiCompiler: 'MultiCompiler', watching: 'Watching', resolver: 'Resolver',
};

/** The URL of a member named on a page (`emitAsset`, `hooks.done`), looked up in the entries and their bases. */
function memberUrl(context: ReferenceContext, entryNames: readonly string[], member: string): { url: string; qualified: string } | undefined {
  for (const name of entryNames) {
    const entry = context.byName.get(name);
    if (entry === undefined) continue;
    const own = entry.members.find((m) => m.name === member && m.kind !== 'type');
    const found = own === undefined ? inheritedMembers(entry, context.byName).flatMap(({ base, members }) => members.filter((m) => m.name === member).map((m) => ({ base, m })))[0] : { base: entry, m: own };
    if (found === undefined) continue;
    const url = entryUrl(context, found.base.name, found.m);
    if (url !== undefined) return { url, qualified: `${entry.name}.${member}` };
  }
  return undefined;
}

/** The reference URL an inline code text names, if any. */
export function resolveCode(context: ReferenceContext, code: string, pageEntries: readonly string[]): string | undefined {
  const text = code.trim().replace(/\(.*\)$/, '');
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(text)) return undefined;
  const parts = text.split('.');
  const head = parts[0] ?? '';
  if (parts.length === 1) {
    const entry: ApiEntry | undefined = context.byName.get(head);
    return entry !== undefined && /^[A-Z]/.test(head) && entry.kind !== 'namespace' ? entryUrl(context, head) : undefined;
  }
  const rest = parts.slice(1).join('.');
  if (head === 'this') return memberUrl(context, pageEntries, rest)?.url;
  if (head === 'hooks') return memberUrl(context, pageEntries, text)?.url;
  const owner = context.byName.has(head) ? head : INSTANCES[head];
  return owner === undefined ? undefined : memberUrl(context, [owner], rest)?.url;
}

/** Links inline code outside links, headings and code blocks. */
function linkInlineCode(html: string, resolve: (code: string) => string | undefined): string {
  return html
    .split(/(<pre[\s>][\s\S]*?<\/pre>|<a[\s>][\s\S]*?<\/a>|<h[1-6][\s>][\s\S]*?<\/h[1-6]>)/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      // A table cell's code carries break points (`<wbr>`, tables.ts): the name is the text around them.
      return part.replace(/<code>((?:[^<]|<wbr>)+)<\/code>/g, (whole, inner: string) => {
        const url = resolve(inner.replace(/<wbr>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
        return url === undefined ? whole : `<a href="${url}" class="api-ref">${whole}</a>`;
      });
    })
    .join('');
}

/** After each `###` heading that names a hook or member of the page's entries, a line linking to its entry. */
function linkSections(html: string, context: ReferenceContext, spec: { entries: string[]; hooks?: boolean }): string {
  // A heading may start with the old site's ids for it (`span.legacy-anchor`, legacy-anchors.ts).
  return html.replace(/(<h3 id="[^"]+">(?:<span [^>]*class="legacy-anchor"[^>]*><\/span>)*)([^<]+)(<a class="heading-link"[^>]*>#<\/a><\/h3>)/g, (whole, _open: string, title: string) => {
    const name = title.trim().replace(/\(\)$/, '').replace(/^(this|compiler|compilation|logger|stats)\./, '');
    const found = memberUrl(context, spec.entries, spec.hooks === true ? `hooks.${name}` : name);
    if (found === undefined) return whole;
    return `${whole}<p class="api-ref-link">Reference: <a href="${found.url}"><code>${escapeHtml(found.qualified)}</code></a></p>`;
  });
}

/** Links one hand-written API page into the reference; other pages come back unchanged. */
export function linkPageToReference(url: string, html: string, context: ReferenceContext): string {
  const spec = SECTION_PAGES[url];
  if (spec === undefined) return html;
  const withSections = linkSections(html, context, spec);
  return linkInlineCode(withSections, (code) => resolveCode(context, code, spec.entries));
}
