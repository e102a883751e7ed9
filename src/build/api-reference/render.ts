/**
 * One reference page as HTML with everything the pipeline collects from a rendered page: its
 * anchors (entries only, so the sidebar stays short), every id, its site links (checked like any
 * page's) and its search slices, one per entry and per member, headed by the qualified name.
 */
import type { Anchor } from '../../shared/types.ts';
import { headingHtml } from '../content/generated-part.ts';
import type { TextSection } from '../markdown/rehype-page.ts';
import { sinceLabel, sinceOf, type ApiHistory } from './history.ts';
import { docHtml, escapeHtml, firstSentence, signatureHtml, type TypeLinker } from './html.ts';
import type { ApiEntry, ApiMember, MemberKind } from './model.ts';
import type { ReferencePage } from './pages.ts';
import { API_REFERENCE_URL as REFERENCE_URL_PREFIX } from '../../shared/constants.ts';
import { entryId, memberIds } from './ids.ts';

/** What rendering a page needs to know about the rest of the site. */
export interface ReferenceContext {
  /** The installed webpack version. */
  version: string;
  /** Every entry by name. */
  byName: ReadonlyMap<string, ApiEntry>;
  /** The page URL of every entry by name. */
  pageOf: ReadonlyMap<string, string>;
  /** The version history, when the data file exists. */
  history?: ApiHistory;
  /** The plugin page of a plugin class, when the site has one. */
  pluginPage: (className: string) => string | undefined;
  /** The hand-written section that explains a hook (`Compilation`, `buildModule`), when there is one. */
  hookSection: (entryName: string, hook: string) => string | undefined;
}

/** A rendered reference page. */
export interface RenderedReference {
  html: string;
  anchors: Anchor[];
  ids: Set<string>;
  links: string[];
  sections: TextSection[];
  headings: string[];
}

const KIND_ORDER: MemberKind[] = ['constructor', 'hook', 'property', 'accessor', 'method', 'value', 'function', 'type'];
const KIND_LABEL: Record<MemberKind, string> = {
  constructor: 'constructor', hook: 'hook', property: 'property', accessor: 'accessor', method: 'method', value: 'value', function: 'function', type: 'export',
};

/** The URL of an entry, or of one of its members. */
export function entryUrl(context: ReferenceContext, name: string, member?: ApiMember): string | undefined {
  const page = context.pageOf.get(name);
  const entry = context.byName.get(name);
  if (page === undefined || entry === undefined) return undefined;
  return `${page}#${member === undefined ? entryId(entry) : memberIds(entry).get(member)}`;
}

/** An entry's heading has a permalink like every page's; a member's is the heading alone (its id is its anchor). */
export function heading(level: 2 | 3, id: string, text: string): string {
  return level === 2 ? headingHtml(2, id, text) : `<h3 id="${id}">${escapeHtml(text)}</h3>`;
}

function sourceLink(version: string, line: number): string {
  return `<a href="https://github.com/webpack/webpack/blob/v${version}/types.d.ts#L${line}" rel="noopener noreferrer">types.d.ts:${line}</a>`;
}

function meta(parts: Array<string | undefined>): string {
  return `<p class="api-meta">${parts.filter((p) => p !== undefined && p !== '').join(' · ')}</p>`;
}

function since(version: string | undefined): string | undefined {
  return version === undefined ? undefined : `<span class="api-since">${sinceLabel(version)}</span>`;
}

function deprecated(text: string | undefined, link: TypeLinker): string {
  if (text === undefined) return '';
  return `<div class="api-deprecated"><p><strong>Deprecated.</strong></p>${docHtml(text, link)}</div>`;
}

function signatures(list: readonly string[], link: TypeLinker): string {
  return `<pre class="api-sig"><code>${list.map((s) => signatureHtml(s, link)).join('\n')}</code></pre>`;
}

/** The members a class or interface inherits and does not declare itself, by base, nearest base first. */
export function inheritedMembers(entry: ApiEntry, byName: ReadonlyMap<string, ApiEntry>): Array<{ base: ApiEntry; members: ApiMember[] }> {
  const own = new Set(entry.members.map((m) => `${m.static ? 'static ' : ''}${m.name}`));
  const out: Array<{ base: ApiEntry; members: ApiMember[] }> = [];
  const seen = new Set<string>([entry.name]);
  const queue = [...entry.bases];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const base = byName.get(name);
    if (base === undefined || seen.has(name)) continue;
    seen.add(name);
    const members = base.members.filter((m) => m.kind !== 'constructor' && !own.has(`${m.static ? 'static ' : ''}${m.name}`));
    for (const m of members) own.add(`${m.static ? 'static ' : ''}${m.name}`);
    if (members.length > 0) out.push({ base, members });
    queue.push(...base.bases);
  }
  return out;
}

/**
 * A function a namespace exports: declared as one, or a value whose type is a function's, written
 * out (`createHash: (algorithm: HashFunction) => Hash`) or named: an interface with a call signature
 * or an alias of a function type (`compareChunks: ParameterizedComparator<ChunkGraph, Chunk>`).
 */
export function isFunctionMember(member: ApiMember, byName: ReadonlyMap<string, ApiEntry> = new Map()): boolean {
  if (member.kind === 'function') return true;
  if (member.kind !== 'value') return false;
  const type = /^[\w$]+\??:\s*(.*)$/s.exec(member.signatures[0] ?? '')?.[1] ?? '';
  if (/^(?:<[^]*?>\s*)?\([^]*\)\s*=>/.test(type)) return true;
  const named = byName.get(/^[\w$.]+/.exec(type)?.[0] ?? '');
  if (named?.kind === 'interface') return named.members.some((m) => m.name === '(call)');
  return named?.kind === 'type' && /=\s*(?:<[^]*?>\s*)?\([^]*\)\s*=>/.test(named.signature);
}

/** Renders one page of the reference. */
export function renderReferencePage(page: ReferencePage, context: ReferenceContext, intro: string): RenderedReference {
  const here = `${REFERENCE_URL_PREFIX}${page.slug}/`;
  // A link to an entry on this page is its hash alone.
  const link: TypeLinker = (name) => {
    const url = entryUrl(context, name);
    return url?.startsWith(`${here}#`) === true ? url.slice(here.length) : url;
  };
  const parts: string[] = [intro];
  const out: RenderedReference = { html: '', anchors: [], ids: new Set(), links: [], sections: [], headings: [] };
  const history = context.history;
  for (const entry of page.entries) {
    const id = entryId(entry);
    out.anchors.push({ title: entry.name, id, level: 2 });
    out.ids.add(id);
    out.headings.push(entry.name);
    // Search indexes classes and namespaces; interfaces and types are a link away from the signatures that use them.
    // One without a description shows its declaration in the results, not the bare word 'class'.
    if (entry.kind === 'class' || entry.kind === 'namespace') out.sections.push({ id, heading: entry.name, level: 2, text: `${entry.kind} ${firstSentence(entry.doc)}`, ...(firstSentence(entry.doc) === '' ? { excerpt: entry.signature } : {}) });
    parts.push(heading(2, id, entry.name));
    const exportPath = entry.exportPath === undefined || entry.kind === 'namespace' ? undefined : `<code>${escapeHtml(entry.exportPath)}</code>`;
    parts.push(meta([entry.deprecated === undefined ? entry.kind : `${entry.kind}, <strong>deprecated</strong>`, exportPath, since(sinceOf(history, entry.name)), sourceLink(context.version, entry.line)]));
    parts.push(deprecated(entry.deprecated, link));
    parts.push(signatures([entry.signature], link), docHtml(entry.doc, link));
    const plugin = entry.kind === 'class' ? context.pluginPage(entry.name) : undefined;
    if (plugin !== undefined) parts.push(`<p>What it does and its options: <a href="${plugin}">the ${escapeHtml(entry.name)} page</a>.</p>`);
    const exportsList = entry.members.filter((m) => m.kind === 'type');
    if (exportsList.length > 0) {
      const items = exportsList.map((m) => {
        const target = m.signatures[0]?.split(' as ')[0] ?? m.name;
        const href = entryUrl(context, target) ?? entryUrl(context, `${entry.name}.${m.name}`);
        return href === undefined ? `<code>${escapeHtml(m.name)}</code>` : `<a href="${href}"><code>${escapeHtml(m.name)}</code></a>`;
      });
      parts.push(`<p>Exports: ${items.join(', ')}</p>`);
    }
    const ids = memberIds(entry);
    const members = entry.members.filter((m) => m.kind !== 'type').sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
    for (const member of members) {
      const memberId = ids.get(member) ?? '';
      const qualified = member.kind === 'constructor' ? `new ${entry.name}` : `${entry.name}.${member.name}`;
      out.ids.add(memberId);
      out.headings.push(qualified);
      // Search indexes the members of the classes with a page of their own and the functions of the namespaces
      // (`webpack.util.createHash`, a name readers type whole); other members are a link away from their entry.
      // A member without a description shows its signature in the results.
      if (page.entries.length === 1 || (entry.kind === 'namespace' && isFunctionMember(member, context.byName))) out.sections.push({ id: memberId, heading: qualified, level: 3, text: firstSentence(member.doc), ...(member.signatures[0] === undefined || firstSentence(member.doc) !== '' ? {} : { excerpt: member.signatures[0] }) });
      parts.push(heading(3, memberId, qualified));
      const hookName = member.kind === 'hook' ? member.name.slice('hooks.'.length) : undefined;
      const explained = hookName === undefined ? undefined : context.hookSection(entry.name, hookName);
      parts.push(
        meta([
          `${member.static ? 'static ' : ''}${KIND_LABEL[member.kind]}${member.deprecated === undefined ? '' : ', <strong>deprecated</strong>'}`,
          since(sinceOf(history, entry.name, member.name)),
          sourceLink(context.version, member.line),
          // Named after the page and the hook, so that each of a class's many such links says where it goes.
          explained === undefined || hookName === undefined ? undefined : `explained in <a href="${explained}">${escapeHtml(entry.name)} Hooks › ${escapeHtml(hookName)}</a>`,
        ]),
      );
      parts.push(deprecated(member.deprecated, link), signatures(member.signatures, link), docHtml(member.doc, link));
    }
    for (const { base, members: inherited } of inheritedMembers(entry, context.byName)) {
      const baseLink = `<a href="${entryUrl(context, base.name) ?? ''}">${escapeHtml(base.name)}</a>`;
      parts.push(`<p class="api-inherited">Inherited from ${baseLink}: ${escapeHtml(inherited.map((m) => m.name).join(', '))}</p>`);
    }
  }
  out.html = parts.join('');
  for (const [, href] of out.html.matchAll(/ href="([/#][^"]*)"/g)) if (href !== undefined) out.links.push(href.replace(/&amp;/g, '&'));
  return out;
}
