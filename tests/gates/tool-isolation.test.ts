/** The tool isolation gate on small sites: a tool listed on its page passes; loaded up front, named by main, or missing fails. */
import { describe, expect, it } from 'vitest';
import { checkToolIsolation, listedToolFiles, type ToolGatePage } from '../../src/build/gates/tool-isolation.ts';
import { toolAssetsElement } from '../../src/shared/tool-assets.ts';

const TOOL_JS = '/tool-checker.369db829ba.js';
const TOOL_CSS = '/tool-checker.960d44809a.css';
const block = toolAssetsElement({ checker: { js: [TOOL_JS], css: [TOOL_CSS] } });
const files = new Set(['/main.0a8c635dca.js', TOOL_JS, TOOL_CSS]);
const MAIN = 'c.u=e=>({61:"b040a061bb47",117:"62602b33e3c2"})[e]+".js"';

function site(options: { toolScripts?: string[] } = {}): ToolGatePage[] {
  return [
    { url: '/configuration/mode/', html: '<p>mode</p>', scripts: ['/main.0a8c635dca.js'] },
    { url: '/configuration/check/', html: `<head>${block}</head><div data-tool="checker"></div>`, scripts: ['/main.0a8c635dca.js', ...(options.toolScripts ?? [])] },
  ];
}

describe('the tool isolation gate', () => {
  it('passes tools listed on their own page and loaded from there', () => {
    expect(listedToolFiles(site()[1]?.html ?? '')).toEqual([TOOL_JS, TOOL_CSS]);
    expect(checkToolIsolation(site(), files, () => MAIN)).toEqual([]);
  });

  it('fails a tool file loaded with the page, a first-load script naming one, and a listed file that is missing', () => {
    expect(checkToolIsolation(site({ toolScripts: [TOOL_JS] }), files, () => MAIN).map((f) => f.rule)).toEqual(['tool-first-load']);
    // A tool loaded through main's runtime: its hash sits in the runtime's chunk map.
    const named = checkToolIsolation(site(), files, () => `${MAIN.slice(0, -12)},571:"369db829ba"})[e]+".js"`);
    expect(named.map((f) => `${f.rule} ${f.page}`)).toEqual(['tool-first-load /configuration/mode/']);
    const missing = checkToolIsolation(site(), new Set(['/main.0a8c635dca.js', TOOL_JS]), () => MAIN);
    expect(missing).toEqual([{ rule: 'tool-missing-file', page: '/configuration/check/', message: `${TOOL_CSS} is listed for a tool but does not exist` }]);
  });
});
