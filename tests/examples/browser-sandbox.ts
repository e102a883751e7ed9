/**
 * A very small stand-in for a browser page, enough to run the bundles of the guides' browser
 * examples in `node:vm`: elements with attributes, children, text and click listeners, `<style>`
 * insertion (style-loader) and `<script src>` loading (webpack's JSONP chunk loading), which
 * reads the emitted file from the build folder and runs it in the same context.
 *
 * It is not a DOM implementation; it covers what the example bundles touch and fails loudly
 * (a TypeError in the bundle) when a bundle reaches for more.
 */
import vm from 'node:vm';
import type { ExampleBuild } from './build-example.ts';

/** A text node. */
export class FakeText {
  /** DOM node type of a text node. */
  readonly nodeType = 3;
  /** Parent element, once inserted. */
  parentNode: FakeElement | null = null;
  constructor(
    /** The text. */
    public data: string,
  ) {}
  /** The text, as the DOM exposes it. */
  get textContent(): string {
    return this.data;
  }
}

type Child = FakeElement | FakeText;
type Listener = (event: { type: string; target: FakeElement; preventDefault: () => void }) => unknown;

/** An element with just enough behaviour for the example bundles. */
export class FakeElement {
  /** DOM node type of an element. */
  readonly nodeType = 1;
  /** Upper-case tag name, like the DOM's. */
  readonly tagName: string;
  /** Attributes by name. */
  readonly attributes = new Map<string, string>();
  /** Child nodes in order. */
  readonly childNodes: Child[] = [];
  /** Parent element, once inserted. */
  parentNode: FakeElement | null = null;
  /** Set by webpack's chunk loading on `<script>` elements. */
  onload: ((event: unknown) => void) | null = null;
  /** Set by webpack's chunk loading on `<script>` elements. */
  onerror: ((event: unknown) => void) | null = null;
  /** Extra properties code assigns (charset, timeout, ...). */
  [key: string]: unknown;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(
    tagName: string,
    private readonly ownerDocument: FakeDocument,
  ) {
    this.tagName = tagName.toUpperCase();
  }

  /** Reflected attributes that bundles set as properties. */
  get id(): string {
    return this.attributes.get('id') ?? '';
  }
  set id(value: string) {
    this.attributes.set('id', value);
  }
  get className(): string {
    return this.attributes.get('class') ?? '';
  }
  set className(value: string) {
    this.attributes.set('class', value);
  }
  get src(): string {
    return this.attributes.get('src') ?? '';
  }
  set src(value: string) {
    this.attributes.set('src', value);
    if (this.parentNode !== null) this.ownerDocument.loadScript(this);
  }
  get href(): string {
    return this.attributes.get('href') ?? '';
  }
  set href(value: string) {
    this.attributes.set('href', value);
  }

  /** First child node or null. */
  get firstChild(): Child | null {
    return this.childNodes[0] ?? null;
  }
  /** Child elements only. */
  get children(): FakeElement[] {
    return this.childNodes.filter((c): c is FakeElement => c instanceof FakeElement);
  }
  /** Concatenated text of all descendants. */
  get textContent(): string {
    return this.childNodes.map((c) => c.textContent).join('');
  }
  set textContent(value: string) {
    for (const child of this.childNodes.splice(0)) child.parentNode = null;
    this.appendChild(new FakeText(String(value)));
  }

  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }

  appendChild<T extends Child>(child: T): T {
    if (child.parentNode !== null) child.parentNode.removeChild(child);
    child.parentNode = this;
    this.childNodes.push(child);
    if (child instanceof FakeElement && child.tagName === 'SCRIPT' && child.src !== '') {
      this.ownerDocument.loadScript(child);
    }
    return child;
  }
  append(...nodes: (Child | string)[]): void {
    for (const node of nodes) this.appendChild(typeof node === 'string' ? new FakeText(node) : node);
  }
  insertBefore<T extends Child>(child: T, reference: Child | null): T {
    if (reference === null) return this.appendChild(child);
    if (child.parentNode !== null) child.parentNode.removeChild(child);
    child.parentNode = this;
    this.childNodes.splice(this.childNodes.indexOf(reference), 0, child);
    return child;
  }
  removeChild<T extends Child>(child: T): T {
    const index = this.childNodes.indexOf(child);
    if (index !== -1) this.childNodes.splice(index, 1);
    child.parentNode = null;
    return child;
  }
  remove(): void {
    this.parentNode?.removeChild(this);
  }
  replaceWith(node: Child): void {
    const parent = this.parentNode;
    if (parent === null) return;
    parent.insertBefore(node, this);
    parent.removeChild(this);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: Listener): void {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  }
  /** Calls the listeners of `type` and returns what they returned (promises included). */
  dispatch(type: string): unknown[] {
    const event = { type, target: this, preventDefault: () => undefined };
    const results = (this.listeners.get(type) ?? []).map((l) => l(event));
    const handler = this[`on${type}`];
    if (typeof handler === 'function') results.push((handler as Listener)(event));
    return results;
  }
  click(): void {
    this.dispatch('click');
  }

  /** Every descendant element, depth first. */
  descendants(): FakeElement[] {
    return this.children.flatMap((c) => [c, ...c.descendants()]);
  }
  /** Supports `#id`, `.class` and `tag` selectors only. */
  querySelectorAll(selector: string): FakeElement[] {
    const test = (el: FakeElement): boolean => {
      if (selector.startsWith('#')) return el.id === selector.slice(1);
      if (selector.startsWith('.')) return el.className.split(/\s+/).includes(selector.slice(1));
      return el.tagName === selector.toUpperCase();
    };
    return this.descendants().filter(test);
  }
  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }
  getElementsByTagName(tag: string): FakeElement[] {
    return this.querySelectorAll(tag);
  }
}

/** The document of the sandbox. */
export class FakeDocument {
  readonly documentElement: FakeElement;
  readonly head: FakeElement;
  readonly body: FakeElement;
  /** The `<script>` element whose code runs right now (webpack reads it for the public path). */
  currentScript: FakeElement | null = null;
  readonly readyState = 'complete';
  /** Scripts requested through `<script src>` that are still loading. */
  readonly pending = new Set<Promise<void>>();
  /** Every script URL requested through `<script src>`, in order. */
  readonly requestedScripts: string[] = [];

  constructor(
    /** Page URL; script `src` values resolve against it. */
    readonly baseURI: string,
    private readonly loadUrl: (url: string, element: FakeElement) => Promise<void>,
  ) {
    this.documentElement = new FakeElement('html', this);
    this.head = this.documentElement.appendChild(new FakeElement('head', this));
    this.body = this.documentElement.appendChild(new FakeElement('body', this));
  }

  createElement(tag: string): FakeElement {
    return new FakeElement(tag, this);
  }
  createTextNode(text: string): FakeText {
    return new FakeText(text);
  }
  querySelector(selector: string): FakeElement | null {
    if (selector === 'html') return this.documentElement;
    return this.documentElement.querySelector(selector);
  }
  querySelectorAll(selector: string): FakeElement[] {
    return this.documentElement.querySelectorAll(selector);
  }
  getElementsByTagName(tag: string): FakeElement[] {
    return this.documentElement.getElementsByTagName(tag);
  }
  getElementById(id: string): FakeElement | null {
    return this.documentElement.querySelector(`#${id}`);
  }
  addEventListener(): void {}

  /** Starts loading a `<script src>` that was inserted into the page. */
  loadScript(element: FakeElement): void {
    const url = new URL(element.src, this.baseURI).href;
    this.requestedScripts.push(url);
    const loading = this.loadUrl(url, element).finally(() => this.pending.delete(loading));
    this.pending.add(loading);
  }
}

/** A page to run bundles in. */
export interface BrowserSandbox {
  /** The vm context; its global object plays `window`. */
  context: vm.Context;
  document: FakeDocument;
  /** Every `console.log`/`info`/`warn`/`error` call, arguments joined with spaces. */
  logs: string[];
  /** Runs an emitted file as a classic `<script>` of the page. */
  runScript: (file: string) => Promise<void>;
  /** Waits until no script loads and no timers are pending. */
  settle: () => Promise<void>;
}

/**
 * Creates a page served from the build's output folder at `http://localhost/`: a script
 * `src` of `http://localhost/a/b.js` reads `a/b.js` from the build.
 */
export function createBrowserSandbox(build: ExampleBuild, baseURI = 'http://localhost/'): BrowserSandbox {
  const logs: string[] = [];
  const record = (...args: unknown[]): void => {
    logs.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  };
  const timers = new Set<Promise<void>>();
  const context: vm.Context = vm.createContext({
    console: { log: record, info: record, warn: record, error: record },
    setTimeout: (fn: () => void, ms?: number) => {
      // Webpack's chunk loading arms a 120 s timeout per script; run nothing that long.
      if ((ms ?? 0) > 1000) return 0;
      const done = new Promise<void>((resolve) =>
        setTimeout(() => {
          fn();
          resolve();
        }, ms),
      );
      const tracked = done.finally(() => timers.delete(tracked));
      timers.add(tracked);
      return 1;
    },
    clearTimeout: () => undefined,
    URL,
    location: new URL(baseURI),
  });
  const document: FakeDocument = new FakeDocument(baseURI, async (url, element) => {
    await new Promise((resolve) => setImmediate(resolve));
    const file = decodeURIComponent(new URL(url).pathname.slice(1));
    if (!build.files.includes(file)) {
      element.dispatch('error');
      return;
    }
    await runFile(file, element);
    element.dispatch('load');
  });
  context.window = context;
  context.self = context;
  context.globalThis = context;
  context.document = document;

  async function runFile(file: string, element: FakeElement): Promise<void> {
    const code = await build.read(file);
    const previous = document.currentScript;
    document.currentScript = element;
    try {
      vm.runInContext(code, context, { filename: file });
    } finally {
      document.currentScript = previous;
    }
  }

  return {
    context,
    document,
    logs,
    runScript: async (file) => {
      const element = document.createElement('script');
      element.setAttribute('src', new URL(file, baseURI).href);
      document.body.childNodes.push(element);
      element.parentNode = document.body;
      await runFile(file, element);
    },
    settle: async () => {
      for (let round = 0; round < 50; round += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        if (document.pending.size === 0 && timers.size === 0) return;
        await Promise.all([...document.pending, ...timers]);
      }
      throw new Error('the page did not settle');
    },
  };
}
