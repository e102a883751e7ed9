/**
 * The defaults explorer's tree as HTML: nested lists, each object of options a `<details>` (so
 * it opens and closes with the keyboard and without JavaScript), each option linked to its
 * documentation heading, each value that differs from production/web marked in words. The build
 * prerenders the production/web tree with it and the explorer's chunk renders every other.
 */
import { isOptionsObject, isTagged, showDefault, type DefaultsObject, type DefaultValue } from './defaults-explorer.ts';
import { linkFor } from './option-links.ts';

/** How to render a tree. */
export interface TreeOptions {
  /** The production/web configuration, to mark what differs from it (none: nothing marked). */
  base?: DefaultsObject;
  /** Option path → documentation URL (`.generated/option-anchors.json`). */
  anchors: Readonly<Record<string, string>>;
  /** Paths of the objects shown open (besides those holding a difference). */
  open?: ReadonlySet<string>;
  /** What the tree shows, written above it. */
  label: string;
  /** Leave out the content of closed objects (the explorer fills it in when one opens: branchContent). */
  lazy?: boolean;
  /** Every object open (default: those holding a difference or in `open`). */
  openAll?: boolean;
  /** Every object closed. */
  closeAll?: boolean;
}

/** A rendered tree. */
export interface RenderedTree {
  /** The HTML. */
  html: string;
  /** Values that differ from the base. */
  differences: number;
  /** Values shown. */
  values: number;
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An object or an array holding objects is a branch; everything else is one value. */
function isBranch(value: DefaultValue | undefined): value is DefaultsObject | DefaultValue[] {
  if (isOptionsObject(value)) return Object.keys(value).length > 0;
  return Array.isArray(value) && value.some((v) => isOptionsObject(v) || Array.isArray(v));
}

function childrenOf(value: DefaultsObject | DefaultValue[]): Array<[string, DefaultValue]> {
  return Array.isArray(value) ? value.map((v, i): [string, DefaultValue] => [`[${i}]`, v]) : Object.entries(value);
}

function childOf(value: DefaultValue | undefined, key: string): DefaultValue | undefined {
  if (value === undefined) return undefined;
  const index = /^\[(\d+)\]$/.exec(key);
  if (index !== null) return Array.isArray(value) ? value[Number(index[1])] : undefined;
  return isOptionsObject(value) && Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
}

/** The documentation's form of a path: array items as `[]` (`module.defaultRules[].test`). */
const docsPath = (path: string): string => path.replace(/\[\d+\]/g, '[]');

const join = (parent: string, key: string): string => (parent === '' ? key : key.startsWith('[') ? `${parent}${key}` : `${parent}.${key}`);

interface Walk {
  html: string;
  content: string;
  differences: number;
  values: number;
}

function renderValue(value: DefaultValue): string {
  const text = escape(showDefault(value));
  if (isTagged(value) && value.$ !== 'number') return `<code class="defaults-value" data-kind="${value.$}">${text}</code>`;
  return `<code class="defaults-value">${text}</code>`;
}

function renderNode(key: string, path: string, value: DefaultValue | undefined, base: DefaultValue | undefined, options: TreeOptions): Walk {
  const hasBase = options.base !== undefined;
  const href = escape(linkFor(docsPath(path), options.anchors));
  if (value !== undefined && isBranch(value)) {
    const keys = childrenOf(value);
    // Options production/web has here and this combination has not are listed too.
    const extra = isBranch(base) ? childrenOf(base).filter(([k]) => childOf(value, k) === undefined) : [];
    const parts = [...keys.map(([k, v]) => renderNode(k, join(path, k), v, childOf(base, k), options)), ...extra.map(([k, v]) => renderNode(k, join(path, k), undefined, v, options))];
    const differences = parts.reduce((sum, p) => sum + p.differences, 0);
    const values = parts.reduce((sum, p) => sum + p.values, 0);
    const was = hasBase && !isBranch(base) ? ` <span class="defaults-was">production/web: ${renderValue(base ?? { $: 'undefined' })}</span>` : '';
    const count = `${values} ${values === 1 ? 'value' : 'values'}${differences > 0 ? `, ${differences} ${differences === 1 ? 'differs' : 'differ'}` : ''}`;
    const open = options.openAll === true || (options.closeAll !== true && (differences > 0 || options.open?.has(path) === true));
    const docs = key.startsWith('[') ? '' : `<p class="defaults-docs"><a href="${href}">Documentation of <code>${escape(docsPath(path))}</code></a></p>`;
    const content = `${docs}<ul>${parts.map((p) => p.html).join('')}</ul>`;
    // A closed object of a lazy tree gets its content when it opens (branchContent).
    const lazy = options.lazy === true && !open;
    return {
      // A summary is itself a control, so the documentation link is the first line inside (a link in the summary would nest controls).
      html: `<li${differences > 0 ? ' data-differs=""' : ''}><details data-path="${escape(path)}"${open ? ' open' : ''}${lazy ? ' data-lazy=""' : ''}><summary><code>${escape(key)}</code> <span class="defaults-count">(${count})</span>${was}</summary>${lazy ? '' : content}</details></li>`,
      content,
      differences,
      values,
    };
  }
  const differs = hasBase && JSON.stringify(value) !== JSON.stringify(base);
  const shown = value === undefined ? '<span class="defaults-absent">not set</span>' : renderValue(value);
  const was = differs ? ` <span class="defaults-was"><span class="defaults-mark">differs</span> (production/web: ${base === undefined ? 'not set' : renderValue(base)})</span>` : '';
  return { html: `<li${differs ? ' data-differs=""' : ''}><a href="${href}"><code>${escape(key)}</code></a>: ${shown}${was}</li>`, content: '', differences: differs ? 1 : 0, values: 1 };
}

/** The keys of a path (`module.defaultRules[3].test` → module, defaultRules, [3], test). */
function pathKeys(path: string): string[] {
  return [...path.matchAll(/\[\d+\]|[^.[\]]+/g)].map((m) => m[0]);
}

/** The content of the object at `path` (its documentation line and list), for a lazy tree's object that opens. */
export function branchContent(config: DefaultsObject, path: string, options: TreeOptions): string {
  let value: DefaultValue | undefined = config;
  let base: DefaultValue | undefined = options.base;
  const keys = pathKeys(path);
  for (const key of keys) {
    value = childOf(value, key);
    base = childOf(base, key);
  }
  return renderNode(keys.at(-1) ?? '', path, value, base, { ...options, lazy: true }).content;
}

/** The tree of a resolved configuration. */
export function renderDefaultsTree(config: DefaultsObject, options: TreeOptions): RenderedTree {
  const base = options.base;
  const extra = base === undefined ? [] : Object.entries(base).filter(([k]) => !Object.prototype.hasOwnProperty.call(config, k));
  const parts = [...Object.entries(config).map(([key, value]) => renderNode(key, key, value, base?.[key], options)), ...extra.map(([key, value]) => renderNode(key, key, undefined, value, options))];
  return {
    html: `<p class="defaults-caption">${escape(options.label)}</p><ul class="defaults-tree">${parts.map((p) => p.html).join('')}</ul>`,
    differences: parts.reduce((sum, p) => sum + p.differences, 0),
    values: parts.reduce((sum, p) => sum + p.values, 0),
  };
}
