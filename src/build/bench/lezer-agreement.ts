/**
 * How closely the Lezer renderer (src/build/markdown/lezer-hast.ts) colours the site's JS/TS
 * blocks compared with Shiki's grammars: the share of non-blank characters given the same two
 * theme colours, the time each takes, and the most frequent differences with an example.
 * `npx tsx src/build/bench/lezer-agreement.ts [generated-dir]` after a build (it reads
 * `code-blocks.json`). With `--sample FILE` it also writes every eighth JS/TS block there, the
 * fixed sample the quality floor (`src/build/markdown/lezer-agreement.test.ts`) measures.
 * Not part of any test: a measuring tool for issue #22.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { PageCodeBlocks } from '../content/pipeline-types.ts';
import { createSiteHighlighter, lezerLanguageOf } from '../markdown/highlight.ts';
import { agreementPercent, measureAgreement } from '../markdown/lezer-agreement.ts';

const args = process.argv.slice(2);
const sampleAt = args.indexOf('--sample');
const sampleFile = sampleAt === -1 ? undefined : args[sampleAt + 1];
const generated = args.find((arg, i) => !arg.startsWith('--') && (sampleAt === -1 || i !== sampleAt + 1)) ?? '.generated';
const pages = JSON.parse(await readFile(`${generated}/code-blocks.json`, 'utf8')) as PageCodeBlocks[];
const blocks = pages.flatMap((page) => page.blocks);
if (sampleFile !== undefined) {
  const lezerBlocks = blocks.filter((block) => lezerLanguageOf(block.lang) !== null);
  const sample = lezerBlocks.filter((_, i) => i % 8 === 0).map(({ lang, code }) => ({ lang, code }));
  await writeFile(sampleFile, `${JSON.stringify(sample, null, 1)}\n`);
  console.log(`${sample.length} of ${lezerBlocks.length} JS/TS blocks → ${sampleFile}`);
}
const result = measureAgreement(await createSiteHighlighter(), blocks);
console.log(`${result.blocks} blocks, ${result.total} non-blank characters, ${agreementPercent(result).toFixed(2)}% coloured alike; Shiki ${Math.round(result.shikiMs)} ms, Lezer ${Math.round(result.lezerMs)} ms (one thread, grammar compiling included)`);
for (const { key, count, example } of result.differences.slice(0, 15)) {
  console.log(`${count}\t${key.replaceAll('--shiki-', '').replaceAll('"', '')}\n\t${example.trim().slice(-100)}`);
}
