/**
 * Gate 6, hostile content: what in a piece of HTML could run code, load something or take over
 * the page. The HTML is parsed with parse5 (the HTML standard's parsing algorithm, the one the
 * renderer's rehype-raw uses), so markup that only becomes dangerous once parsed, such as SVG
 * or MathML namespace confusion, is seen the way a browser would see it.
 */
import { parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** Elements that must never come out of content: they run code, load documents or rewrite the page. */
const FORBIDDEN_TAGS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta',
  'link', 'form', 'template', 'noscript', 'xmp', 'plaintext', 'noembed', 'noframes', 'portal',
  'set', 'animate', 'animatemotion', 'animatetransform', 'foreignobject', 'use', 'handler',
]);

/** Attributes whose value is a URL the browser may follow or load. */
const URL_ATTRIBUTES = new Set([
  'href', 'src', 'action', 'formaction', 'poster', 'data', 'background', 'cite', 'longdesc',
  'codebase', 'manifest', 'ping', 'lowsrc', 'dynsrc', 'xlink:href', 'srcset', 'imagesrcset',
]);

/** Schemes a URL in content may use; relative URLs and fragments have none and are fine. */
export const ALLOWED_URL_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto']);

/**
 * Ids the page template relies on. `root` and `initial-data` are read with getElementById while
 * hydrating, and `main` is the skip link's target: content that carries one of them (a heading
 * called "Initial data" gets `initial-data`) shadows the template's element.
 */
export const RESERVED_IDS: ReadonlySet<string> = new Set(['root', 'main', 'initial-data']);

/** The scheme of a URL as a browser reads it (tabs, newlines and controls ignored), or '' for none. */
export function schemeOf(url: string): string {
  // eslint-disable-next-line no-control-regex -- browsers drop these before reading a scheme
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase() ?? '';
}

function urlsOf(name: string, value: string): string[] {
  return name.endsWith('srcset') ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value];
}

function describe(el: Element): string {
  const attrs = el.attrs.map((a) => `${a.prefix === undefined ? '' : `${a.prefix}:`}${a.name}="${a.value.slice(0, 40)}"`).join(' ');
  return `<${el.tagName}${attrs === '' ? '' : ` ${attrs}`}>`;
}

/** What kind of danger a finding is. */
export type UnsafeKind = 'element' | 'event' | 'style' | 'url' | 'srcdoc' | 'id';

/** One unsafe thing in parsed HTML. */
export interface Unsafe {
  /** Its kind: script-like element, event attribute, style, URL scheme, srcdoc, shadowing id. */
  kind: UnsafeKind;
  /** What and where, e.g. `javascript: URL in href of <a href="…">`. */
  detail: string;
}

/** Options of the check. */
export interface UnsafeOptions {
  /** Elements to let through (a document's own scripts); content never gets this. */
  allow?: (el: Element) => boolean;
  /** URLs of other schemes to let through on a document's own element (its inline icon); content never gets this. */
  allowUrl?: (el: Element, url: string) => boolean;
}

/** Every unsafe thing in the parsed HTML; empty when the HTML is safe. */
export function unsafeParts(root: Node, options: UnsafeOptions = {}): Unsafe[] {
  const problems: Unsafe[] = [];
  const add = (kind: UnsafeKind, detail: string): void => {
    problems.push({ kind, detail });
  };
  const visit = (node: Node): void => {
    if ('tagName' in node) {
      const el = node;
      const allowed = options.allow?.(el) === true;
      if (!allowed && FORBIDDEN_TAGS.has(el.tagName.toLowerCase())) add('element', `forbidden element ${describe(el)}`);
      for (const attr of el.attrs) {
        const name = (attr.prefix === undefined ? attr.name : `${attr.prefix}:${attr.name}`).toLowerCase();
        if (name.startsWith('on')) add('event', `event attribute ${name} on ${describe(el)}`);
        if (name === 'style') add('style', `style attribute on ${describe(el)}`);
        if (name === 'srcdoc') add('srcdoc', `srcdoc on ${describe(el)}`);
        if (URL_ATTRIBUTES.has(name)) {
          for (const url of urlsOf(name, attr.value)) {
            const scheme = schemeOf(url);
            if (scheme !== '' && !ALLOWED_URL_SCHEMES.has(scheme) && !(allowed && options.allowUrl?.(el, url) === true)) add('url', `${scheme}: URL in ${name} of ${describe(el)}`);
          }
        }
        if (!allowed && (name === 'id' || name === 'name') && RESERVED_IDS.has(attr.value)) {
          add('id', `${name}="${attr.value}" shadows the template's element on ${describe(el)}`);
        }
      }
    }
    if ('content' in node && node.content !== undefined) visit(node.content);
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(root);
  return problems;
}

/** Checks a fragment of content HTML (a page body). */
export function unsafeInFragment(html: string): Unsafe[] {
  return unsafeParts(parseFragment(html));
}

/** Checks a whole document, letting through the scripts and links the document template itself writes. */
export function unsafeInDocument(html: string, isTemplateElement: (el: Element) => boolean, allowUrl?: (el: Element, url: string) => boolean): Unsafe[] {
  return unsafeParts(parse(html), { allow: isTemplateElement, ...(allowUrl === undefined ? {} : { allowUrl }) });
}
