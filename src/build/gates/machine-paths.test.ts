import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_ROOT, CWD_WORDS, machinePathMarks, NODE_MODULES_WORDS, webpackNodeModules, withoutMachinePaths } from '../machine-paths.ts';
import { checkNoMachinePaths } from './machine-paths.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'machine-paths-'));
  await mkdir(path.join(dir, 'configuration/other-options'), { recursive: true });
  await writeFile(path.join(dir, 'configuration/other-options/index.html'), `<p>Default: <code>["${CHECKOUT_ROOT}/node_modules/"]</code></p>`);
  await writeFile(path.join(dir, 'main.0123456789.js'), `var d={"output.path":"${CHECKOUT_ROOT}/dist"};`);
  await writeFile(path.join(dir, 'clean.json'), '{"instancePath":"/root/0"}');
  // Precompressed copies and images are not read as text.
  await writeFile(path.join(dir, 'main.0123456789.js.br'), CHECKOUT_ROOT);
  await writeFile(path.join(dir, 'logo.png'), CHECKOUT_ROOT);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('no path of the build machine', () => {
  it('names each text file holding the checkout path, and passes the rest', async () => {
    const findings = await checkNoMachinePaths(dir);
    expect(findings.map((f) => `${f.rule} ${f.page}`)).toEqual(['machine-path /configuration/other-options/index.html', 'machine-path /main.0123456789.js']);
    expect(findings[1]?.message).toContain('"output.path"');
  });

  it('looks for the checkout, never for a bare /root', () => {
    expect(machinePathMarks()).toContain(CHECKOUT_ROOT);
    expect(machinePathMarks()).not.toContain('/root');
  });

  it("puts webpack's node_modules folder and the working directory in words", () => {
    expect(withoutMachinePaths(`${webpackNodeModules()}watchpack/`)).toBe(`${NODE_MODULES_WORDS}watchpack/`);
    expect(withoutMachinePaths('/somewhere/app/dist', '/somewhere/app')).toBe(`${CWD_WORDS}/dist`);
  });
});
