/**
 * Gate 5 over the real site (`dist/`, built by `npm test`; GATES_SITE=<folder> for another
 * build): for every template, the text of main without JavaScript equals the hydrated text,
 * its links answer, and following one works with JavaScript off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFindings } from '../../src/build/gates/finding.ts';
import { checkWithoutJs, followFirstLink } from '../../src/build/gates/nojs.ts';
import { TEMPLATE_PAGES } from '../../src/build/gates/templates.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(process.env['GATES_SITE'] ?? 'dist');
});
afterAll(async () => {
  await h.close();
});

describe('works without JavaScript', () => {
  for (const template of TEMPLATE_PAGES) {
    it(`${template.name} (${template.url}): same main text, working links`, async () => {
      const off = await h.open({ javaScript: false });
      const on = await h.open();
      try {
        const findings = [...(await checkWithoutJs(off.page, on.page, h.base, template.url)), ...(await followFirstLink(off.page, h.base, template.url))];
        expect(formatFindings(findings)).toBe('');
        expect([...on.problems, ...on.failed]).toEqual([]);
      } finally {
        await Promise.all([off.context.close(), on.context.close()]);
      }
    }, 120_000);
  }
});
