/**
 * Code highlighting with Shiki: one highlighter created up front with an explicit language
 * list, light and dark themes as CSS variables turned into classes (no inline styles, so a
 * strict Content-Security-Policy holds), titles, highlighted lines and diff lines. JavaScript
 * and TypeScript blocks are tokenized by Lezer instead (lezer-hast.ts) and coloured from the
 * same themes; Shiki still builds their HTML.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { transformerMetaHighlight, transformerNotationDiff, transformerNotationHighlight, transformerStyleToClass } from '@shikijs/transformers';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { bundledLanguages, createHighlighter, createJavaScriptRegexEngine, createOnigurumaEngine, type CodeToHastOptions, type Highlighter, type LanguageRegistration } from 'shiki';
import type { Plugin } from 'unified';
import { commentSplits } from './comment-splits.ts';
import type { FenceMeta } from './fence-meta.ts';
import { SKIP, walkElements } from './walk.ts';
import { createLezerRenderer, isLezerLanguage, type LezerRenderer } from './lezer-hast.ts';
import type { LezerLanguage } from './lezer-tokens.ts';
import { memoizeScans } from './scan-memo.ts';
import { memoizeGrammarWalks } from './grammar-walks.ts';
import { LANGUAGES, NEEDS_ALL, resolveLanguage } from './languages.ts';
import { rememberStyleClasses } from './style-classes.ts';

/** A highlighter plus the class-based CSS it accumulates. */
export interface SiteHighlighter {
  /** The Shiki instance. */
  shiki: Highlighter;
  /** CSS for every colour class used so far. */
  css: () => string;
  /** The style-to-class transformer shared across pages so classes are stable. */
  styleToClass: ReturnType<typeof transformerStyleToClass>;
  /** Call after each code block: its two theme passes shared the regex matches (scan-memo.ts). */
  nextBlock: () => void;
  /** Loads a grammar of `LANGUAGES` before its first block (see `createSiteHighlighter`). */
  ensureLanguage: (lang: string) => void;
  /** The Shiki instance that colours `lang`: `shiki`, but for `JS_ENGINE_LANGUAGES`. */
  shikiFor: (lang: string) => Highlighter;
  /** Renders JavaScript and TypeScript blocks with Lezer's parser instead of their grammars. */
  lezer: LezerRenderer;
}

/** The two themes every block is coloured with. */
export const THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' } as const;

/**
 * Creates the one highlighter of a build (one per render worker). Grammars are compiled when a
 * block first needs them: compiling all of `LANGUAGES` took each worker about a second of CPU
 * (markdown alone is recompiled for each of the 57 languages it embeds lazily as they load),
 * while the site's blocks use a dozen simple grammars.
 */
export async function createSiteHighlighter(): Promise<SiteHighlighter> {
  memoizeGrammarWalks();
  // Oniguruma's WebAssembly from Shiki's own file, the same bytes as `shiki/wasm` holds (sha256
  // compared) as gzip in base64, which each render worker decoded through a web stream: making
  // the engine took 0.14-0.19 s of a thread's CPU that way and 0.09-0.12 s from the file.
  const wasm = await readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));
  const { engine, nextBlock } = memoizeScans(await createOnigurumaEngine({ data: wasm }));
  const definitions = new Map<string, LanguageRegistration[]>(
    await Promise.all(LANGUAGES.map(async (lang) => [lang, (await bundledLanguages[lang]()).default] as const)),
  );
  const shiki = await createHighlighter({ themes: [THEMES.light, THEMES.dark], langs: [], engine });
  const js = memoizeScans(createJavaScriptRegexEngine());
  const jsShiki = await createHighlighter({ themes: [THEMES.light, THEMES.dark], langs: [], engine: js.engine });
  const shikiFor = (lang: string): Highlighter => (JS_ENGINE_LANGUAGES.has(lang) ? jsShiki : shiki);
  // What each instance has loaded: a language `NEEDS_ALL` brings in is in Oniguruma's instance
  // only, and SCSS must still be loaded into the other before its own first block.
  const loaded = new WeakMap<Highlighter, Set<string>>([
    [shiki, new Set()],
    [jsShiki, new Set()],
  ]);
  const ensureLanguage = (lang: string): void => {
    const target = shikiFor(lang);
    const done = loaded.get(target);
    if (done === undefined || done.has(lang)) return;
    const wanted = NEEDS_ALL.has(lang) ? [...LANGUAGES] : [lang];
    target.loadLanguageSync(...wanted.flatMap((l) => definitions.get(l) ?? []));
    for (const l of wanted) done.add(l);
  };
  const styleToClass = rememberStyleClasses(transformerStyleToClass({ classPrefix: 'sh-' }));
  const lezer = createLezerRenderer(shiki, THEMES);
  const next = (): void => {
    nextBlock();
    js.nextBlock();
  };
  return { shiki, shikiFor, styleToClass, nextBlock: next, ensureLanguage, lezer, css: () => styleToClass.getCSS() };
}

/**
 * Languages Shiki colours with its JavaScript regular expressions instead of Oniguruma's: the
 * SCSS grammar compiles a scanner for nearly every state it enters, which Oniguruma does slowly,
 * and the site's 15 SCSS blocks (1.2 KB) took 0.23 s of a render worker's CPU with it and 0.03 s
 * this way, with the same tokens (every block of the site's languages compared: the other
 * languages were as fast or slower this way, HTML and Stylus much slower). `NEEDS_ALL` languages
 * embedding SCSS keep Oniguruma.
 */
const JS_ENGINE_LANGUAGES: ReadonlySet<string> = new Set(['scss']);

/** The Lezer language of a fence language, or null when Shiki (or nothing) colours it. */
export function lezerLanguageOf(fenceLang: string): LezerLanguage | null {
  const lang = resolveLanguage(fenceLang);
  return lang !== null && isLezerLanguage(lang) ? lang : null;
}

/**
 * The transformers for `{1,3-4}` after a fence's language and for `// [!code ++]`, `[!code --]`
 * and `[!code highlight]` in its code, made once (each call compiled its regular expressions) and
 * given only to a block that uses them; a notation is found only where the code says `[!code `
 * (case aside). A block without one gets the one thing they did to it (comment-splits.ts).
 */
const META_HIGHLIGHT = transformerMetaHighlight();
const NOTATIONS = [transformerNotationDiff(), transformerNotationHighlight()];
const NOTATION = /\[!code /i;

/** Replaces every `pre > code` with a highlighted figure. */
export const rehypeHighlight: Plugin<[SiteHighlighter], Root> = (highlighter) => (tree) => {
  walkElements(tree, (node, index, parent) => {
    if (node.tagName !== 'pre' || parent === undefined || index === undefined) return undefined;
    const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
    if (code === undefined) return undefined;
    const classes = Array.isArray(code.properties['className']) ? code.properties['className'].map(String) : [];
    const fenceLang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
    let meta: FenceMeta = { fragment: false };
    if (typeof code.properties['dataMeta'] === 'string') {
      try {
        meta = JSON.parse(code.properties['dataMeta']) as FenceMeta;
      } catch {
        // Raw HTML from a README can carry any data-meta; it is then simply ignored.
      }
    }
    const text = toString(code).replace(/\n$/, '');
    const lang = resolveLanguage(fenceLang);
    const options: CodeToHastOptions = {
      lang: lang ?? 'text',
      themes: { ...THEMES },
      defaultColor: false,
      // Shiki stops tokenizing a line after 500 ms of wall-clock time by default and colours
      // the rest as one token: on a busy machine the same page then built differently.
      tokenizeTimeLimit: 0,
      meta: { __raw: meta.highlight === undefined ? '' : `{${meta.highlight}}` },
      transformers: [...(meta.highlight === undefined ? [] : [META_HIGHLIGHT]), ...(NOTATION.test(text) ? NOTATIONS : [commentSplits]), highlighter.styleToClass],
    };
    let hast: Root;
    if (lang !== null && isLezerLanguage(lang)) hast = highlighter.lezer(text, lang, options);
    else {
      if (lang !== null) highlighter.ensureLanguage(lang);
      try {
        hast = highlighter.shikiFor(lang ?? 'text').codeToHast(text, options);
      } finally {
        highlighter.nextBlock();
      }
    }
    const pre = hast.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
    if (pre === undefined) return undefined;
    const label = meta.title ?? codeLabel(fenceLang, text);
    pre.properties['ariaLabel'] = label;
    // Its number of lines: content.css sizes the block by it while the browser skips drawing it off screen.
    pre.properties['dataLines'] = String(text.split('\n').length);
    const children: ElementContent[] = [];
    if (meta.title !== undefined) {
      children.push({
        type: 'element',
        tagName: 'figcaption',
        properties: { className: ['code-title'] },
        children: [{ type: 'text', value: meta.title }],
      });
    }
    children.push(pre);
    const figure: Element = {
      type: 'element',
      tagName: 'figure',
      properties: { className: ['code-block'], dataLang: fenceLang === '' ? 'text' : fenceLang },
      children,
    };
    (parent.children as ElementContent[])[index] = figure;
    return SKIP;
  });
};

/** Longest start of a block's first line its name quotes. */
const LABEL_LINE_CHARS = 40;

/**
 * The name of an untitled block: its language and the start of its first line ("bash code: npm
 * install --save-dev webpack"), so a page's blocks, and their copy buttons ("Copy bash code: …"),
 * are told apart by ear; six blocks on a guide were all "bash code". Highlighting notation
 * (`// [!code ++]`) is left out.
 */
export function codeLabel(lang: string, text: string): string {
  const kind = lang === '' ? 'Code' : `${lang} code`;
  const first = (text.split('\n').find((line) => line.trim() !== '') ?? '').replace(/\s*(?:\/\/|#|<!--)\s*\[!code[^\]]*\]\s*(?:-->)?/g, '').replace(/\s+/g, ' ').trim();
  if (first === '') return kind;
  if (first.length <= LABEL_LINE_CHARS) return `${kind}: ${first}`;
  const cut = first.slice(0, LABEL_LINE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${kind}: ${(space > LABEL_LINE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
