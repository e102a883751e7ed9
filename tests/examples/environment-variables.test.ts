import { afterEach, describe, expect, it } from 'vitest';
import { buildExample } from './build-example.ts';
import { createBrowserSandbox } from './browser-sandbox.ts';

async function runBuild(options: Parameters<typeof buildExample>[1]): Promise<{ logs: string[]; code: string }> {
  const build = await buildExample('environment-variables', options);
  expect(build.files).toEqual(['main.js']);
  const page = createBrowserSandbox(build);
  await page.runScript('main.js');
  return { logs: page.logs, code: await build.read('main.js') };
}

describe('environment-variables example', () => {
  afterEach(() => {
    delete process.env.WEBPACK_API_URL;
  });

  it('production: values from .env.production over .env, --env channel, NODE_ENV from mode', async () => {
    const { logs, code } = await runBuild({ mode: 'production', env: { channel: 'beta' } });
    expect(logs).toEqual([
      'API: https://api.example.com/v1',
      'Support: help@example.com',
      'Channel: beta',
      'Mode: production',
    ]);
    // the development branch is removed, unprefixed variables never reach the bundle
    expect(code).not.toContain('Debug logging');
    expect(code).not.toContain('never-in-the-bundle');
    expect(code).not.toContain('localhost:3000');
  });

  it('development: values from .env only, the default channel, debug logging kept', async () => {
    const { logs, code } = await runBuild({ mode: 'development' });
    expect(logs).toEqual([
      'API: http://localhost:3000/api',
      'Support: help@example.com',
      'Channel: stable',
      'Mode: development',
      'Debug logging is on',
    ]);
    expect(code).not.toContain('never-in-the-bundle');
  });

  it('a variable set in the shell wins over the .env files', async () => {
    process.env.WEBPACK_API_URL = 'https://staging.example.com/v1';
    const { logs } = await runBuild({ mode: 'production' });
    expect(logs[0]).toBe('API: https://staging.example.com/v1');
  });
});
