import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildExample, type ExampleBuild } from './build-example.ts';

interface TemperatureUnits {
  toCelsius: (f: number) => number;
  toFahrenheit: (c: number) => number;
  formatTemperature: (value: number, unit?: string) => string;
}

function checkApi(lib: TemperatureUnits): void {
  expect(lib.toCelsius(100)).toBe(37.8);
  expect(lib.toFahrenheit(20)).toBe(68);
  expect(lib.formatTemperature(lib.toCelsius(212))).toBe('100 °C');
  expect(lib.formatTemperature(68, 'F')).toBe('68 °F');
}

describe('author-libraries example', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('author-libraries');
  });

  it('emits an ES module build and a UMD build', () => {
    // the config is an array: the helper writes each build to its own folder
    expect(build.files).toEqual(['0/temperature.js', '1/temperature.umd.cjs']);
  });

  it('keeps lodash-es external in the ES module build and exports the API by name', async () => {
    const code = await build.read('0/temperature.js');
    expect(code).toMatch(/^import\{round as \w+\}from"lodash-es";/);
    expect(code).toMatch(/export\{[^}]*formatTemperature[^}]*\};?$/);
    expect(code).not.toContain('__webpack_require__');

    // Run it with Node, pointing the bare specifier at the installed lodash-es.
    const lodash = pathToFileURL(path.resolve(import.meta.dirname, '../../node_modules/lodash-es/lodash.js')).href;
    const dir = await mkdtemp(path.join(tmpdir(), 'example-author-libraries-'));
    const file = path.join(dir, 'temperature.mjs');
    await writeFile(file, code.replace('from"lodash-es"', `from${JSON.stringify(lodash)}`));
    checkApi((await import(pathToFileURL(file).href)) as TemperatureUnits);
  });

  it('makes the UMD build work with require(), AMD and a plain <script>', async () => {
    const code = await build.read('1/temperature.umd.cjs');
    expect(code).not.toContain('lodash-es'); // bundled in, no external import

    const cjs = { exports: {} as TemperatureUnits };
    vm.runInNewContext(code, { module: cjs, exports: cjs.exports });
    checkApi(cjs.exports);

    let amd: TemperatureUnits | undefined;
    const define = Object.assign((deps: string[], factory: () => TemperatureUnits) => {
      expect(deps).toEqual([]);
      amd = factory();
    }, { amd: true });
    vm.runInNewContext(code, { define });
    checkApi(amd!);

    const browser = vm.createContext({});
    vm.runInContext(code, browser);
    checkApi(vm.runInContext('temperatureUnits', browser) as TemperatureUnits);
  });
});
