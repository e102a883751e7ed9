/**
 * The fence languages the site highlights and how a fence's name resolves to one, without Shiki:
 * the build thread reads them too (`slowGrammarFiles` in render-pool.ts), and importing
 * highlight.ts would load Shiki there.
 */

/** Languages the site highlights; others render as plain text. */
export const LANGUAGES = [
  'javascript', 'typescript', 'jsx', 'tsx', 'json', 'jsonc', 'json5', 'bash', 'shellscript',
  'diff', 'html', 'css', 'scss', 'sass', 'less', 'stylus', 'yaml', 'markdown', 'xml', 'toml',
  'vue', 'coffee', 'graphql', 'ini', 'dockerfile', 'handlebars', 'svelte', 'pug', 'sql', 'wasm',
] as const;

/** Aliases readers write in fences. */
const ALIASES: Readonly<Record<string, string>> = {
  js: 'javascript', mjs: 'javascript', cjs: 'javascript', ts: 'typescript', mts: 'typescript',
  cts: 'typescript', sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', yml: 'yaml',
  md: 'markdown', coffeescript: 'coffee', styl: 'stylus', svg: 'xml', htm: 'html', node: 'javascript',
  javascriptreact: 'jsx', typescriptreact: 'tsx', wat: 'wasm', gql: 'graphql', hbs: 'handlebars',
};

/** Fence languages that mean plain text. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'log', 'output']);

/**
 * Grammars whose colours depend on which other grammars are loaded: markdown, vue, svelte and
 * pug embed others lazily (a fence in markdown is coloured only if its language is loaded), and
 * vue's grammars inject into markdown and pug. Their first block loads every grammar, so they
 * colour exactly as with all loaded up front. No grammar injects into or lazily embeds the others.
 */
export const NEEDS_ALL: ReadonlySet<string> = new Set(['markdown', 'vue', 'svelte', 'pug']);

/** Resolves a fence language to a loaded grammar, or null for plain text. */
export function resolveLanguage(lang: string): string | null {
  const lower = lang.toLowerCase();
  if (PLAIN.has(lower)) return null;
  const name = ALIASES[lower] ?? lower;
  return (LANGUAGES as readonly string[]).includes(name) ? name : null;
}

/**
 * Grammars that cost a render worker much CPU before their first block is coloured: the
 * stylesheet grammars compile large case-insensitive patterns (each render worker spent 0.2 to
 * 0.4 s compiling css's, about 0.2 s scss's), html embeds css's and JavaScript's (its first
 * block took 0.39 s of one thread, the rest 0.06 s together; 23 pages have one), and a
 * `NEEDS_ALL` block loads every grammar (0.2 to 0.5 s, then its own patterns).
 */
const SLOW_TO_START: ReadonlySet<string> = new Set(['css', 'scss', 'sass', 'less', 'stylus', 'html', ...NEEDS_ALL]);

/** An opening fence's language, at any indent (in a list or a quote too). */
const FENCE_LANGUAGE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*([^\s`{]+)/gm;

/**
 * Whether markdown has a fence in a grammar that is slow to start. The render pool keeps such
 * pages to one worker, so only that one pays; a fence this misses only costs time.
 */
export function usesSlowGrammar(markdown: string): boolean {
  for (const match of markdown.matchAll(FENCE_LANGUAGE)) {
    const lang = resolveLanguage(match[1] ?? '');
    if (lang !== null && SLOW_TO_START.has(lang)) return true;
  }
  return false;
}
