/**
 * A held-out set for `lezer-agreement.ts`: the JS/TS fences of every README under
 * `node_modules` (four folders deep), each distinct block once, less any block the site has, written
 * in `code-blocks.json` form to `.cache/heldout-gen/`. The Lezer refinements were tuned on the
 * site's own blocks; this measures them on code they never saw.
 * `npx tsx src/build/bench/lezer-heldout.ts && npx tsx src/build/bench/lezer-agreement.ts .cache/heldout-gen`
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageCodeBlocks } from '../content/pipeline-types.ts';

const FENCE = /^```(js|javascript|ts|typescript|jsx|tsx)[^\n]*\n([\s\S]*?)^```/gm;

const site = new Set((JSON.parse(readFileSync('.generated/code-blocks.json', 'utf8')) as PageCodeBlocks[]).flatMap((p) => p.blocks.map((b) => b.code.replace(/\n$/, ''))));
const seen = new Set<string>();
const pages: PageCodeBlocks[] = [];

function walk(dir: string, depth: number): void {
  if (depth > 4) return;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file, depth + 1);
    else if (/^readme\.md$/i.test(entry.name)) {
      const blocks: PageCodeBlocks['blocks'] = [];
      for (const [, lang = '', code = ''] of readFileSync(file, 'utf8').matchAll(FENCE)) {
        const key = code.replace(/\n$/, '');
        if (seen.has(key) || site.has(key)) continue;
        seen.add(key);
        blocks.push({ lang, meta: { fragment: false }, code, line: 1 });
      }
      if (blocks.length > 0) pages.push({ file, url: '/held-out/', blocks, headings: [] });
    }
  }
}

walk('node_modules', 0);
mkdirSync('.cache/heldout-gen', { recursive: true });
writeFileSync('.cache/heldout-gen/code-blocks.json', JSON.stringify(pages));
console.log(`${pages.length} READMEs, ${pages.reduce((n, p) => n + p.blocks.length, 0)} blocks → .cache/heldout-gen/code-blocks.json`);
