/**
 * The page HTML from its tree: what hast-util-to-html 9 writes with its default options (the
 * rehype-stringify the renderer used before), byte for byte, in about a third of its time. The
 * render workers spent 1.2 to 1.5 s of a cold build's 30 s of CPU in that serializer, most of it
 * in its generality: a dispatcher per node, an options object and a regular expression lookup per
 * text and attribute, an array joined per element, and the property lookup for every attribute of
 * every element. Here an attribute's name and kind are looked up once per schema, the escapes are
 * one replace each, and the output is one string built as the tree is walked.
 *
 * The rules kept (hast-util-to-html's defaults): every element has its end tag but the HTML void
 * elements, and nothing is self-closed, in SVG either; attribute values are double-quoted, with
 * `"`, `&`, `'`, `` ` `` and NUL as hexadecimal references; text escapes `<` and `&`, but not
 * inside `script` and `style`; raw nodes are text (dangerous HTML is not allowed); comments
 * escape what would end them early. `to-html.test.ts` compares the two on trees with each rule,
 * and a build's pages are compared whole when this changes (CONTRIBUTING.md).
 */
import type { Element, Nodes, Parents, Properties } from 'hast';
import { htmlVoidElements } from 'html-void-elements';
import { find, html, svg, type Schema } from 'property-information';

/** `&#x…;` for a character, as stringify-entities writes it by default. */
function reference(character: string): string {
  return `&#x${character.charCodeAt(0).toString(16).toUpperCase()};`;
}

const TEXT_ESCAPES = /[<&]/g;
const VALUE_ESCAPES = /[\0"&'`]/g;
const NAME_ESCAPES = /[\0\t\n\f\r "&'/<=>`]/g;
const COMMENT_BREAKS = /^>|^->|<!--|-->|--!>|<!-$/g;
const COMMENT_ESCAPES = /[<>]/g;

const VOIDS: ReadonlySet<string> = new Set(htmlVoidElements);

/** SVG elements whose content is HTML again. */
const HTML_INTEGRATION_POINTS: ReadonlySet<string> = new Set(['desc', 'foreignObject', 'title']);

/** What serializing an attribute needs of its property: found once per schema and property. */
interface AttributeInfo {
  /** The attribute's name, escaped. */
  name: string;
  attribute: string;
  boolean: boolean;
  overloadedBoolean: boolean;
  commaSeparated: boolean;
}

const infos = new Map<Schema, Map<string, AttributeInfo>>();

function attributeInfo(schema: Schema, key: string): AttributeInfo {
  let bySchema = infos.get(schema);
  if (bySchema === undefined) {
    bySchema = new Map();
    infos.set(schema, bySchema);
  }
  let info = bySchema.get(key);
  if (info === undefined) {
    const found = find(schema, key);
    info = {
      name: found.attribute.replace(NAME_ESCAPES, reference),
      attribute: found.attribute,
      boolean: found.boolean,
      overloadedBoolean: found.overloadedBoolean,
      commaSeparated: found.commaSeparated,
    };
    bySchema.set(key, info);
  }
  return info;
}

/** One attribute (`name="value"`, `name` or '' for none). */
function attribute(schema: Schema, key: string, given: Properties[string]): string {
  const info = attributeInfo(schema, key);
  let value = given;
  if (info.overloadedBoolean && (value === info.attribute || value === '')) value = true;
  else if ((info.boolean || info.overloadedBoolean) && (typeof value !== 'string' || value === info.attribute || value === '')) value = Boolean(value);
  if (value === null || value === undefined || value === false || (typeof value === 'number' && Number.isNaN(value))) return '';
  if (value === true) return info.name;
  let text: string;
  if (Array.isArray(value)) {
    // comma-separated-tokens and space-separated-tokens, as hast-util-to-html calls them.
    text = info.commaSeparated ? (value[value.length - 1] === '' ? [...value, ''] : value).join(', ').trim() : value.join(' ').trim();
  } else text = String(value);
  return `${info.name}="${text.replace(VALUE_ESCAPES, reference)}"`;
}

function attributes(schema: Schema, properties: Properties): string {
  let out = '';
  for (const key in properties) {
    const value = properties[key];
    if (value === null || value === undefined) continue;
    const one = attribute(schema, key, value);
    if (one !== '') out = out === '' ? one : `${out} ${one}`;
  }
  return out;
}

/** Serializes one tree; `schema` is the space of the element being written (HTML at the root). */
class Writer {
  private schema: Schema = html;

  node(node: Nodes, parent: Parents | undefined): string {
    switch (node.type) {
      case 'element':
        return this.element(node);
      case 'text':
      case 'raw':
        return parent?.type === 'element' && (parent.tagName === 'script' || parent.tagName === 'style') ? node.value : node.value.replace(TEXT_ESCAPES, reference);
      case 'root':
        return this.children(node);
      case 'comment':
        return `<!--${node.value.replace(COMMENT_BREAKS, (found) => found.replace(COMMENT_ESCAPES, reference))}-->`;
      case 'doctype':
        return '<!doctype html>';
      default:
        throw new Error(`Cannot compile unknown node \`${(node as { type: string }).type}\``);
    }
  }

  children(parent: Parents): string {
    let out = '';
    for (const child of parent.children) out += this.node(child, parent);
    return out;
  }

  element(node: Element): string {
    const schema = this.schema;
    let selfClosing = schema.space === 'svg' ? false : VOIDS.has(node.tagName.toLowerCase());
    if (schema.space === 'html' && node.tagName === 'svg') this.schema = svg;
    const attrs = attributes(this.schema, node.properties);
    if (this.schema.space === 'svg' && HTML_INTEGRATION_POINTS.has(node.tagName)) this.schema = html;
    const content = schema.space === 'html' && node.tagName === 'template' ? (node.content === undefined ? '' : this.children(node.content)) : this.children(node);
    this.schema = schema;
    if (content !== '') selfClosing = false;
    const open = attrs === '' ? `<${node.tagName}>` : `<${node.tagName} ${attrs}>`;
    return selfClosing ? open + content : `${open}${content}</${node.tagName}>`;
  }
}

/** The HTML of `tree`, as hast-util-to-html writes it with no options. */
export function toSiteHtml(tree: Nodes): string {
  return new Writer().node(tree, undefined);
}
