/** The skipped grammar walks change no colour: every grammar loaded as a markdown block loads them, with and without. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundledLanguages, createHighlighter, createOnigurumaEngine } from 'shiki';
import { Registry } from 'shiki/textmate';
import { describe, expect, it } from 'vitest';
import { memoizeGrammarWalks } from './grammar-walks.ts';
import { THEMES } from './highlight.ts';
import { LANGUAGES, resolveLanguage } from './languages.ts';
import { isLezerLanguage } from './lezer-hast.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The fenced blocks of the site's pages that Shiki colours, with their languages. */
function siteBlocks(): Array<{ lang: string; code: string }> {
  const blocks: Array<{ lang: string; code: string }> = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const at = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(at);
      else if (entry.name.endsWith('.md')) {
        for (const m of readFileSync(at, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)) {
          const lang = resolveLanguage(m[1] ?? '');
          // JavaScript and TypeScript are coloured by Lezer on the site (lezer-hast.ts), never by these grammars.
          if (lang !== null && !isLezerLanguage(lang)) blocks.push({ lang, code: m[2] ?? '' });
        }
      }
    }
  };
  walk(path.join(root, 'content'));
  return blocks;
}

/** The registry's internals a load leaves: the grammars it loaded, their raw grammars and injection lists, and the grammar objects made. */
interface Loaded {
  _ensureGrammarCache: Map<string, boolean>;
  _syncRegistry: { _rawGrammars: Map<string, { scopeName: string }>; _injectionGrammars: Map<string, string[]>; _grammars: Map<string, unknown> };
}

/** What a load of every grammar leaves in the registry (read through a wrapper that notes the registry). */
function registryState(registry: Loaded): unknown {
  const sync = registry._syncRegistry;
  return {
    loaded: [...registry._ensureGrammarCache.keys()],
    raw: [...sync._rawGrammars].map(([scope, raw]) => [scope, raw.scopeName]),
    injections: [...sync._injectionGrammars],
    grammars: [...sync._grammars.keys()],
  };
}

/**
 * HTML of `blocks` and of a markdown document fencing each language, every grammar loaded in
 * one go, as `ensureLanguage` does; with the state that load left in the registry.
 */
async function colours(blocks: ReadonlyArray<{ lang: string; code: string }>): Promise<{ html: string[]; state: unknown }> {
  const prototype = Registry.prototype as unknown as { _loadGrammar: (...args: unknown[]) => unknown };
  const load = prototype._loadGrammar;
  const registries = new Set<Loaded>();
  prototype._loadGrammar = function (this: Loaded, ...args: unknown[]) {
    registries.add(this);
    return load.apply(this, args);
  };
  const definitions = (await Promise.all(LANGUAGES.map(async (lang) => (await bundledLanguages[lang]()).default))).flat();
  const shiki = await createHighlighter({ themes: [THEMES.light, THEMES.dark], langs: [], engine: await createOnigurumaEngine(import('shiki/wasm')) });
  shiki.loadLanguageSync(...definitions);
  prototype._loadGrammar = load;
  const [registry] = registries;
  const state = registries.size === 1 && registry !== undefined ? registryState(registry) : undefined;
  const everyFence = LANGUAGES.map((lang) => `\`\`\`${lang}\n${blocks.find((b) => b.lang === lang)?.code ?? 'a = 1 <b>c</b>\n'}\`\`\`\n`).join('\n');
  // No time limit, as the site's highlighter: by default Shiki colours the rest of a line as one
  // token after 500 ms, and the first run, compiling every grammar on a busy machine, came out
  // otherwise than the second (a fresh clone's npm test, session 31).
  const html = [...blocks, { lang: 'markdown', code: everyFence }].map(({ lang, code }) => shiki.codeToHtml(code, { lang, themes: { ...THEMES }, defaultColor: false, tokenizeTimeLimit: 0 }));
  shiki.dispose();
  return { html, state };
}

describe('memoizeGrammarWalks', () => {
  it('colours every block of the site and every embedded language as the full walks do', async () => {
    const blocks = siteBlocks();
    expect(blocks.length).toBeGreaterThan(200);
    const restore = memoizeGrammarWalks();
    restore();
    const walkedEveryTime = await colours(blocks);
    memoizeGrammarWalks();
    const skipped = await colours(blocks);
    expect(skipped.html).toEqual(walkedEveryTime.html);
    expect(skipped.state).toBeDefined();
    expect(skipped.state).toEqual(walkedEveryTime.state);
  }, 120_000);
});
