import { describe, expect, it } from 'vitest';
import { addCheckerLinks, type RecordedBlock } from './tool-markers.ts';

const fig = (text: string): string => `<figure class="code-block"><pre><code>${text}</code></pre></figure>`;
const panel = (pm: string, label: string): string => `<div class="pm-panel" role="tabpanel" data-pm="${pm}"><p class="pm-label" data-pm-label="">${label}</p>${fig(`${pm} add webpack`)}</div>`;
const tabs = `<div class="pm-tabs" data-pm-tabs="">${panel('npm', 'npm')}${panel('yarn', 'Yarn')}${panel('pnpm', 'pnpm')}${panel('bun', 'Bun')}</div>`;
const install: RecordedBlock = { lang: 'bash', meta: {}, code: 'npm install webpack\n' };
const config: RecordedBlock = { lang: 'js', meta: { title: 'webpack.config.js' }, code: 'module.exports = {};\n' };
const links = (html: string): number => html.split('data-open-in-checker').length - 1;

describe('Open in checker links', () => {
  it('follow each complete configuration example, an install tab group counting as its one block', () => {
    const html = addCheckerLinks(`${tabs}<p>Then:</p>${fig('module.exports = {};')}`, [install, config]);
    expect(links(html)).toBe(1);
    expect(html).toMatch(/module\.exports = \{\};<\/code><\/pre><\/figure><p class="code-actions"><a href="\/configuration\/check\/#config=/);
  });

  it('leave a page alone when its blocks and figures do not match', () => {
    const html = `${fig('a')}${fig('module.exports = {};')}`;
    expect(addCheckerLinks(html, [config])).toBe(html);
  });
});
