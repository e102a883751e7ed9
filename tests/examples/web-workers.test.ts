import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildExample, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

type Listener = (event: { data: unknown }) => void;

/** Runs an emitted worker file in its own context, wired to a page-side Worker object. */
async function startWorker(build: ExampleBuild, url: URL, toPage: (data: unknown) => void) {
  const listeners: Listener[] = [];
  const scope: Record<string, unknown> = {
    location: url,
    performance,
    postMessage: (data: unknown) => setImmediate(() => toPage(structuredClone(data))),
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  scope.self = scope;
  vm.runInNewContext(await build.read(url.pathname.slice(1)), scope);
  return (data: unknown) => {
    for (const listener of listeners) listener({ data: structuredClone(data) });
  };
}

describe('web-workers example', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('web-workers');
  });

  it('emits the worker as its own file, named by the magic comment', async () => {
    expect(build.files).toEqual(['index.html', 'main.js', 'prime-worker.js']);
    const main = await build.read('main.js');
    expect(main).toContain('new Worker(new URL(');
    expect(main).not.toContain('addEventListener("message",e=>{const t=e.data');
    const worker = await build.read('prime-worker.js');
    // the worker bundle contains primes.js and needs nothing else
    expect(worker).toContain('self.postMessage');
    expect(worker).not.toContain('document');
    const html = await build.read('index.html');
    expect(html).toContain('<script defer src=main.js></script>');
    expect(html).not.toContain('prime-worker');
  });

  it('the page starts the worker from its emitted URL and shows the result', async () => {
    const page = createBrowserSandbox(build);
    const started: string[] = [];
    let delivered: () => void = () => undefined;
    const firstReply = new Promise<void>((resolve) => {
      delivered = resolve;
    });

    // A stand-in for the browser's Worker: runs the emitted file in its own context.
    page.context.Worker = class {
      private readonly listeners: Listener[] = [];
      private readonly ready: Promise<(data: unknown) => void>;
      constructor(url: URL) {
        started.push(url.href);
        this.ready = startWorker(build, url, (data) => {
          for (const listener of this.listeners) listener({ data });
          delivered();
        });
      }
      addEventListener(type: string, listener: Listener): void {
        if (type === 'message') this.listeners.push(listener);
      }
      postMessage(data: unknown): void {
        void this.ready.then((send) => send(data));
      }
    };

    await page.runScript('main.js');
    expect(started).toEqual(['http://localhost/prime-worker.js']);
    expect(page.document.querySelector('p')?.textContent).toBe('Counting primes in a web worker…');

    await firstReply;
    expect(page.logs).toEqual(['There are 9592 primes up to 100000.']);
    expect(page.document.querySelector('p')?.textContent).toBe('There are 9592 primes up to 100000.');
  });
});
