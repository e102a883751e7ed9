/**
 * README clean-up for third-party pages: the README's leading H1, badges and logo block go; relative
 * links and images become absolute on the repository (respecting a monorepo folder); links to
 * other packages this site covers go to our pages. (Links to the incumbent documentation domain
 * become site-relative in the shared HTML step.)
 */
import type { Link, Nodes, Parents, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import { walk } from '../markdown/walk.ts';
import type { RepositoryInfo } from './repository.ts';

/** What the README step needs. */
export interface ReadmeContext {
  /** Where the README lives. */
  repository: RepositoryInfo;
  /** Covered packages and their page on this site: `css-loader` → `/loaders/css-loader/`. */
  packagePages: ReadonlyMap<string, string>;
  /** The page title and the package name: a README h1 that repeats one of them is dropped (rehype-readme-headings.ts). */
  names?: readonly string[];
  /** Images shipped in the package, served from this site (readme-images.ts). */
  images?: Readonly<Record<string, string>>;
}

/** Hosts of status badges; a lone image is a badge only when it comes from one of them. */
const BADGE_URL = /(shields\.io|badgen\.net|badge|travis-ci|circleci|codecov|coveralls|packagephobia|david-dm)/i;

function isBadgeParagraph(node: RootContent): boolean {
  if (node.type !== 'paragraph') return false;
  let images = 0;
  const onlyBadges = node.children.every((child) => {
    if (child.type === 'text') return child.value.trim() === '';
    if (child.type === 'image' || child.type === 'imageReference') {
      images++;
      return child.type === 'imageReference' || BADGE_URL.test(child.url);
    }
    if (child.type === 'link' || child.type === 'linkReference') {
      return child.children.every((c) => {
        if (c.type === 'image' || c.type === 'imageReference') {
          images++;
          return true;
        }
        return c.type === 'text' && c.value.trim() === '';
      });
    }
    if (child.type === 'break') return true;
    return false;
  });
  return onlyBadges && images > 0;
}

function isLogoHtml(node: RootContent): boolean {
  return node.type === 'html' && /<(img|picture|div|p|a|h1)\b/i.test(node.value);
}

function isRelative(url: string): boolean {
  return url !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//') && !url.startsWith('#') && !url.startsWith('/');
}

function joinPath(directory: string, url: string): string {
  const parts = (directory === '' ? [] : directory.split('/')).concat(url.replace(/^\.\//, '').split('/'));
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

/** The page of a covered package a URL points at, if any. */
export function coveredPackagePage(url: string, pages: ReadonlyMap<string, string>): string | undefined {
  const m =
    /^https?:\/\/github\.com\/(?:webpack-contrib|webpack|babel)\/([\w.-]+?)\/?(?:#readme)?$/i.exec(url) ??
    /^https?:\/\/(?:www\.)?npmjs\.com\/package\/([\w.-]+)\/?$/i.exec(url);
  return m?.[1] === undefined ? undefined : pages.get(m[1]);
}

/** Link texts that say nothing of where a link goes (the English list Lighthouse flags, and 'link'). */
const VAGUE_LINK_TEXT = new Set(['click here', 'click this', 'go', 'here', 'information', 'learn more', 'link', 'more', 'more info', 'more information', 'right here', 'read more', 'see more', 'start', 'this']);

/** Where a link goes, in words a screen reader can say: a section, a page of this site, or a host and path. */
export function linkDestination(url: string): string {
  if (url.startsWith('#')) return `section ${decodeURIComponent(url.slice(1)).replaceAll('-', ' ')}`;
  if (url.startsWith('/')) return `page ${url}`;
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.replace(/^www\./, '')}${parsed.pathname}`.replace(/\/$/, '');
  } catch {
    return url;
  }
}

/** Plain text of a node's children. */
function textOf(node: { children?: unknown[] }): string {
  return (node.children ?? []).map((c) => (typeof c === 'object' && c !== null && 'value' in c ? String((c).value) : textOf(c as { children?: unknown[] }))).join('');
}

/** The README clean-up step. */
export const remarkReadme: Plugin<[ReadmeContext], Root> = (context) => (tree) => {
  // Leading logo blocks, the H1 and badge rows before the first real content.
  const kept: RootContent[] = [];
  let leading = true;
  let droppedTitle = false;
  for (const node of tree.children) {
    if (leading && (isLogoHtml(node) || isBadgeParagraph(node) || (node.type === 'heading' && node.depth === 1 && !droppedTitle))) {
      if (node.type === 'heading') droppedTitle = true;
      continue;
    }
    if (node.type !== 'html' || !/^\s*<!--/.test(node.value)) leading = false;
    if (isBadgeParagraph(node)) continue;
    kept.push(node);
  }
  tree.children = kept;
  // Heading levels (README h1s, skipped levels) are set on the HTML, raw HTML headings included: rehype-readme-headings.ts.
  const { slug, directory } = context.repository;
  const definitions = new Map<string, string>();
  walk<Nodes, Parents>(tree, (node) => {
    if (node.type === 'definition') definitions.set(node.identifier, node.url);
  });
  walk<Nodes, Parents>(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') {
      const link = node as Link;
      const page = coveredPackagePage(link.url, context.packagePages);
      if (page !== undefined) link.url = page;
      else if (isRelative(link.url)) link.url = `https://github.com/${slug}/blob/HEAD/${joinPath(directory, link.url)}`;
    }
    // A link that says only 'here' gets its destination as visually hidden text (WCAG 2.4.4).
    if (node.type === 'link' || node.type === 'linkReference') {
      const url = node.type === 'link' ? node.url : definitions.get(node.identifier);
      if (url !== undefined && VAGUE_LINK_TEXT.has(textOf(node).trim().toLowerCase())) {
        node.children.push({ type: 'text', value: ` (${linkDestination(url)})`, data: { hName: 'span', hProperties: { className: ['visually-hidden'] } } });
      }
    } else if (node.type === 'image') {
      const image = node;
      if (isRelative(image.url)) image.url = `https://raw.githubusercontent.com/${slug}/HEAD/${joinPath(directory, image.url)}`;
    }
  });
};
