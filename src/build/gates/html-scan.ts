/**
 * A fast, single-pass scan of prerendered HTML for the site gates. It reads start and end tags
 * with one regular expression and skips comments and raw-text elements, which is all the link
 * gate needs: ids, links (and whether they sit in navigation), resources, robots and refresh
 * tags. A full HTML parser costs ~20x more on the 12 MB the site weighs; correctness of the
 * markup itself is html-validate's job (see validate.ts), not this scanner's.
 */
import { BOOT_ATTRIBUTE, bootScripts } from '../../shared/boot-script.ts';

/** One link found in a page. */
export interface ScannedLink {
  /** The attribute value, entities decoded. */
  href: string;
  /** Tag and attribute it came from, e.g. `a[href]`, `script[src]`, `script[data-boot]` (one per script it lists). */
  source: string;
  /** Whether the element sits inside `<nav>`, `<header>` or `<footer>`. */
  inNavigation: boolean;
  /** Whether the element sits inside `<main>`. */
  inMain: boolean;
  /** The `rel` attribute (`stylesheet`, `icon`, `noopener noreferrer`), '' when absent. */
  rel: string;
}

/** What the gates need to know about one HTML document. */
export interface ScannedPage {
  /** Every `id` and every `<a name>` in the document. */
  ids: Set<string>;
  /** Ids that occur more than once. */
  duplicateIds: string[];
  /** Links and resource references in document order. */
  links: ScannedLink[];
  /** Whether a robots meta tag says noindex. */
  noindex: boolean;
  /** Target of a `<meta http-equiv="refresh">`, when the page is a redirect. */
  refreshTo?: string;
  /** The canonical link, when present. */
  canonical?: string;
  /** How many `h1` elements the document has. */
  headingOnes: number;
  /** Every URL an image or other media comes from: `src`, `srcset` candidates, `poster`, CSS `url()` in `style`. */
  media: Array<{ url: string; source: string }>;
}

/** Whether a link is a script the page loads: a `<script src>` or one its boot script lists. */
export function isScriptLink(link: ScannedLink): boolean {
  return link.source === 'script[src]' || link.source === `script[${BOOT_ATTRIBUTE}]`;
}

const TOKEN = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const RAW_TEXT_END: Readonly<Record<string, RegExp>> = Object.fromEntries([...RAW_TEXT].map((t) => [t, new RegExp(`</${t}`, 'gi')]));
const NAVIGATION = new Set(['nav', 'header', 'footer']);
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references that occur in attribute values. */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Parses the attribute part of a start tag; names are lower-cased, the first occurrence wins.
 * `exec` on the one expression, not `matchAll`, which copies it (and looks its compiled code up)
 * on every call: for each element of every page, a third of this function's time.
 */
export function parseAttributes(text: string): Map<string, string> {
  const out = new Map<string, string>();
  ATTRIBUTE.lastIndex = 0;
  for (let m = ATTRIBUTE.exec(text); m !== null; m = ATTRIBUTE.exec(text)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!out.has(name)) out.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return out;
}

/** Which attribute of which element references another URL. */
function referenceOf(tag: string, attrs: Map<string, string>): { attr: string; value: string } | undefined {
  const pick = (attr: string): { attr: string; value: string } | undefined => {
    const value = attrs.get(attr);
    return value === undefined ? undefined : { attr, value };
  };
  switch (tag) {
    case 'a':
    case 'area':
      return pick('href');
    case 'link':
      return (attrs.get('rel') ?? '').split(/\s+/).includes('canonical') ? undefined : pick('href');
    case 'script':
    case 'img':
    case 'iframe':
    case 'source':
      return pick('src');
    default:
      return undefined;
  }
}

/** Scans one HTML document. */
export function scanHtml(html: string): ScannedPage {
  const ids = new Set<string>();
  const duplicates = new Set<string>();
  const links: ScannedLink[] = [];
  const page: ScannedPage = { ids, duplicateIds: [], links, noindex: false, headingOnes: 0, media: [] };
  let navDepth = 0;
  let mainDepth = 0;
  const addId = (id: string): void => {
    if (ids.has(id)) duplicates.add(id);
    ids.add(id);
  };
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m !== null; m = TOKEN.exec(html)) {
    const endTag = m[1]?.toLowerCase();
    if (endTag !== undefined) {
      if (NAVIGATION.has(endTag)) navDepth = Math.max(0, navDepth - 1);
      else if (endTag === 'main') mainDepth = Math.max(0, mainDepth - 1);
      continue;
    }
    const tag = m[2]?.toLowerCase();
    if (tag === undefined) continue; // a comment
    const attrs = parseAttributes(m[3] ?? '');
    const id = attrs.get('id');
    if (id !== undefined) addId(id);
    if (tag === 'a' && attrs.has('name')) ids.add(attrs.get('name') ?? '');
    if (NAVIGATION.has(tag)) navDepth += 1;
    else if (tag === 'main') mainDepth += 1;
    else if (tag === 'h1') page.headingOnes += 1;
    else if (tag === 'meta') readMeta(page, attrs);
    else if (tag === 'link' && (attrs.get('rel') ?? '').split(/\s+/).includes('canonical')) page.canonical = attrs.get('href') ?? '';
    const ref = referenceOf(tag, attrs);
    if (ref !== undefined) links.push({ href: ref.value, source: `${tag}[${ref.attr}]`, inNavigation: navDepth > 0, inMain: mainDepth > 0, rel: attrs.get('rel') ?? '' });
    // The scripts the boot script loads after the first paint (src/shared/boot-script.ts).
    const boot = tag === 'script' ? attrs.get(BOOT_ATTRIBUTE) : undefined;
    if (boot !== undefined) for (const src of bootScripts(boot)) links.push({ href: src, source: `script[${BOOT_ATTRIBUTE}]`, inNavigation: navDepth > 0, inMain: mainDepth > 0, rel: '' });
    page.media.push(...mediaOf(tag, attrs));
    if (RAW_TEXT.has(tag)) {
      // Skip to the matching end tag: the text inside is never markup.
      const close = RAW_TEXT_END[tag] ?? /<\/(?:script|style|textarea|title)/gi;
      close.lastIndex = TOKEN.lastIndex;
      const end = close.exec(html)?.index ?? html.length;
      if (tag === 'style') page.media.push(...cssUrls(html.slice(TOKEN.lastIndex, end), 'style'));
      TOKEN.lastIndex = end;
    }
  }
  page.duplicateIds = [...duplicates];
  return page;
}

/** Elements whose attribute loads an image or other media by itself (links to pages are in `links`). */
const MEDIA_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  input: ['src'],
  image: ['href', 'xlink:href'],
  use: ['href', 'xlink:href'],
  embed: ['src'],
  object: ['data'],
};

/** The URLs of a `srcset` (candidates are separated by commas, each a URL and an optional descriptor). */
export function srcsetUrls(value: string): string[] {
  return value
    .split(/\s*,\s*/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((u) => u !== '');
}

/** The targets of CSS `url(...)` and `@import "..."` in a style sheet or `style` attribute. */
export function cssUrls(css: string, source: string): Array<{ url: string; source: string }> {
  const out: Array<{ url: string; source: string }> = [];
  for (const m of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi)) {
    out.push({ url: decodeEntities(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? ''), source });
  }
  return out;
}

function mediaOf(tag: string, attrs: Map<string, string>): Array<{ url: string; source: string }> {
  const out: Array<{ url: string; source: string }> = [];
  for (const attr of MEDIA_ATTRIBUTES[tag] ?? []) {
    const value = attrs.get(attr);
    if (value === undefined) continue;
    for (const url of attr === 'srcset' ? srcsetUrls(value) : [value]) out.push({ url, source: `${tag}[${attr}]` });
  }
  const style = attrs.get('style');
  if (style !== undefined) out.push(...cssUrls(style, `${tag}[style]`));
  return out;
}

function readMeta(page: ScannedPage, attrs: Map<string, string>): void {
  const name = (attrs.get('name') ?? '').toLowerCase();
  const content = attrs.get('content') ?? '';
  if (name === 'robots' && /\bnoindex\b/i.test(content)) page.noindex = true;
  if ((attrs.get('http-equiv') ?? '').toLowerCase() === 'refresh') {
    const target = /url\s*=\s*(.+)$/i.exec(content)?.[1]?.trim();
    if (target !== undefined) page.refreshTo = target.replace(/^['"]|['"]$/g, '');
  }
}
