import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildExample, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

describe('progressive-web-application example (workbox-webpack-plugin GenerateSW)', () => {
  let build: ExampleBuild;
  let mainFile: string;
  let workboxFile: string;
  beforeAll(async () => {
    build = await buildExample('progressive-web-application');
    mainFile = build.files.find((f) => /^main\.[0-9a-f]{20}\.js$/.test(f)) ?? '';
    workboxFile = build.files.find((f) => /^workbox-[0-9a-f]{8}\.js$/.test(f)) ?? '';
  });

  it('emits the page, the bundle, a service worker and the Workbox runtime', () => {
    expect(mainFile).not.toBe('');
    expect(workboxFile).not.toBe('');
    expect(build.files).toEqual(['index.html', mainFile, 'service-worker.js', workboxFile].sort());
  });

  it('precaches the page and the bundle, trusting the content hash of the bundle', async () => {
    const sw = await build.read('service-worker.js');
    expect(sw).toContain(`define(["./${workboxFile.replace(/\.js$/, '')}"]`);
    expect(sw).toContain('self.skipWaiting()');
    expect(sw).toContain('clientsClaim()');
    expect(sw).toMatch(/\{url:"index\.html",revision:"[0-9a-f]{32}"\}/);
    // the file name already changes with its content, so no extra revision is needed
    expect(sw).toContain(`{url:"${mainFile}",revision:null}`);
    expect(sw).not.toContain('service-worker.js"');
  });

  it('the service worker installs its listeners when run', async () => {
    const listeners: string[] = [];
    const scope: Record<string, unknown> = {
      location: new URL('http://localhost/service-worker.js'),
      addEventListener: (type: string) => listeners.push(type),
      skipWaiting: () => undefined,
      registration: { scope: 'http://localhost/' },
      clients: { claim: () => Promise.resolve() },
      URL,
      Request: class {},
      Response: class {},
    };
    scope.self = scope;
    const context = vm.createContext(scope);
    const workbox = await build.read(workboxFile);
    scope.importScripts = (url: string) => {
      expect(url).toBe(`http://localhost/${workboxFile}`);
      vm.runInContext(workbox, context);
    };
    vm.runInContext(await build.read('service-worker.js'), context);
    await new Promise((resolve) => setImmediate(resolve));
    expect(listeners).toEqual(expect.arrayContaining(['install', 'activate', 'fetch']));
  });

  it('the page registers /service-worker.js once it has loaded', async () => {
    const html = await build.read('index.html');
    expect(html).toContain(`<script defer src=${mainFile}></script>`);

    const page = createBrowserSandbox(build);
    const onLoad: (() => void)[] = [];
    const registered: string[] = [];
    page.context.addEventListener = (type: string, listener: () => void) => {
      if (type === 'load') onLoad.push(listener);
    };
    page.context.navigator = {
      serviceWorker: {
        register: (url: string) => {
          registered.push(url);
          return Promise.resolve({ scope: 'http://localhost/' });
        },
      },
    };
    await page.runScript(mainFile);
    expect(page.document.querySelector('h1')?.textContent).toBe('Works offline');
    expect(registered).toEqual([]);
    for (const listener of onLoad) listener();
    await page.settle();
    expect(registered).toEqual(['/service-worker.js']);
    expect(page.logs).toEqual(['Service worker registered with scope http://localhost/']);
  });
});
