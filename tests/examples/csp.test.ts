import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildExample, type ExampleBuild } from './build-example.ts';
import { createBrowserSandbox, FakeElement, type FakeText } from './browser-sandbox.ts';

describe('csp example (__webpack_nonce__ and output.html.csp)', () => {
  let build: ExampleBuild;
  beforeAll(async () => {
    build = await buildExample('csp');
  });

  it('writes index.html with a policy and a nonce placeholder on the script tag', async () => {
    expect(build.files).toEqual(['help.js', 'index.html', 'index.js']);
    const html = await build.read('index.html');
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'nonce-CSP_NONCE'; style-src 'self' 'nonce-CSP_NONCE'; object-src 'none'; base-uri 'self'">`,
    );
    expect(html).toContain('<script nonce="CSP_NONCE" defer src=index.js></script>');
    expect(await build.read('index.js')).toContain('.setAttribute("nonce",');
  });

  it('puts the nonce of the loading script on the style tag and on lazily loaded chunks', async () => {
    // what the server does on every response: a fresh nonce in place of the placeholder
    const nonce = randomBytes(16).toString('base64');
    const page = createBrowserSandbox(build);
    const added: FakeElement[] = [];
    const { head } = page.document;
    const appendChild = head.appendChild.bind(head);
    head.appendChild = <T extends FakeElement | FakeText>(child: T): T => {
      if (child instanceof FakeElement) added.push(child);
      return appendChild(child);
    };

    // <script nonce="..." defer src="index.js">: the nonce is a property of the element
    const script = page.document.createElement('script');
    script.nonce = nonce;
    script.setAttribute('src', 'http://localhost/index.js');
    page.document.body.appendChild(script);
    await page.settle();

    const style = page.document.head.querySelector('style');
    expect(style?.textContent).toContain('.help');
    expect(style?.getAttribute('nonce')).toBe(nonce);

    page.document.querySelector('button')?.click();
    await page.settle();
    const chunkScript = added.find((el) => el.tagName === 'SCRIPT');
    expect(chunkScript?.src).toBe('http://localhost/help.js');
    expect(chunkScript?.getAttribute('nonce')).toBe(nonce);
    expect(page.document.querySelector('.help')?.textContent).toBe('Press ? at any time to open this help.');
  });

  it('adds no nonce when the page gave the script none', async () => {
    const page = createBrowserSandbox(build);
    await page.runScript('index.js');
    expect(page.document.head.querySelector('style')?.getAttribute('nonce')).toBeNull();
  });
});
