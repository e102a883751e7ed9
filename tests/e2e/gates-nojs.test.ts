/**
 * Gate 5 over the real site (`dist/`, built by `npm test`; GATES_SITE=<folder> for another
 * build): for every template, the text of main without JavaScript equals the hydrated text,
 * its links answer, and following one works with JavaScript off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFindings } from '../../src/build/gates/finding.ts';
import { checkWithoutJs, followFirstLink } from '../../src/build/gates/nojs.ts';
import { TEMPLATE_PAGES } from '../../src/build/gates/templates.ts';
import { startHarness, type Harness, type Watched } from './harness.ts';

let h: Harness;
/**
 * One context without JavaScript and one with it for all templates, each template a fresh load
 * in the same page: the contexts share nothing with other files, and the HTTP cache they keep
 * between templates serves the same files the server would (a context per template compiled
 * every script again). Each template's problems are read from where the previous ones ended.
 */
let off: Watched;
let on: Watched;
beforeAll(async () => {
  h = await startHarness(process.env['GATES_SITE'] ?? 'dist');
  [off, on] = await Promise.all([h.open({ javaScript: false }), h.open()]);
});
afterAll(async () => {
  await h.close();
});

describe('works without JavaScript', () => {
  for (const template of TEMPLATE_PAGES) {
    it(`${template.name} (${template.url}): same main text, working links`, async () => {
      const seen = { problems: on.problems.length, failed: on.failed.length };
      const findings = [...(await checkWithoutJs(off.page, on.page, h.base, template.url)), ...(await followFirstLink(off.page, h.base, template.url))];
      expect(formatFindings(findings)).toBe('');
      expect([...on.problems.slice(seen.problems), ...on.failed.slice(seen.failed)]).toEqual([]);
    }, 120_000);
  }
});
