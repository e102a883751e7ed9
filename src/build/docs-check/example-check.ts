/**
 * The example part of `npm run check:docs`: each complete configuration is validated with the
 * schema and then compiled (compile-example.ts). A fence may announce the error it demonstrates
 * with `error="text"` in its meta; then validation or the build must fail with that text.
 */
import path from 'node:path';
import { eachLimit } from '../each-limit.ts';
import type { CodeBlock } from '../markdown/remark-blocks.ts';
import { compileConfig, PROJECT_DIR } from './compile-example.ts';
import { exampleFs, setsResolveFileSystem, type ExampleFs } from './example-fs.ts';
import { evaluateExample, firstLines, validateExample } from './validate-example.ts';

/** What happened to one example. */
export type ExampleOutcome =
  | { kind: 'built' }
  | { kind: 'announced' }
  | { kind: 'invalid'; message: string }
  | { kind: 'unannounced'; message: string }
  | { kind: 'announced-missing'; message: string };

/** Checks one complete configuration example. */
export async function checkExample(block: Pick<CodeBlock, 'code' | 'meta'>, root: string): Promise<ExampleOutcome> {
  const title = block.meta.title?.split('/').pop() ?? 'webpack.config.js';
  const announced = block.meta.error;
  const validated = await validateExample(block.code, `.cache/docs-check/${title}`, root);
  if (!validated.ok) {
    if (announced !== undefined && validated.message.includes(announced)) return { kind: 'announced' };
    return { kind: 'invalid', message: validated.message };
  }
  const projectDir = path.join(root, PROJECT_DIR);
  const errors: string[] = [];
  try {
    const filename = `${PROJECT_DIR}/${title}`;
    let configs = await evaluateExample(block.code, filename, root, projectDir);
    // An example that brings its own resolver file system builds it from `fs`: evaluated again
    // with an `fs` that reads the stub tree, it resolves through its own code to the stubs.
    let fs: ExampleFs | undefined;
    if (configs.some(setsResolveFileSystem)) {
      fs = exampleFs();
      configs = await evaluateExample(block.code, filename, root, projectDir, { fs: fs.module, 'node:fs': fs.module });
    }
    for (const config of configs) errors.push(...(await compileConfig(config, root, fs)));
  } catch (error) {
    errors.push(firstLines(error));
  }
  if (announced !== undefined) {
    if (errors.some((e) => e.includes(announced))) return { kind: 'announced' };
    return { kind: 'announced-missing', message: errors.length === 0 ? `announces error "${announced}" but builds` : `announces error "${announced}" but fails with: ${firstLines(errors.join('\n'), 4)}` };
  }
  return errors.length === 0 ? { kind: 'built' } : { kind: 'unannounced', message: `build error: ${firstLines(errors.join('\n'), 4)}` };
}

/**
 * Runs `task` over `items` with at most `limit` running at once, results in input order. On a
 * failure it starts no more tasks and rejects with the first failure once the running ones have
 * settled (`eachLimit`), so nothing still writes after the caller has moved on: an API-history
 * download kept extracting into a folder its test was already deleting.
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  await eachLimit(items, Math.max(1, limit), async (item, index) => {
    results[index] = await task(item, index);
  });
  return results;
}
