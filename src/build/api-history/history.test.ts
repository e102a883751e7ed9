import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectHistory } from './collect.ts';
import { readDeclarations } from './declarations.ts';
import { staleHistory, type ApiHistory } from './history.ts';
import { sinceMark } from './versions.ts';

const run = promisify(execFile);
const fixtures = path.join(import.meta.dirname, 'fixtures');

/** A registry on 127.0.0.1: the recorded packument and tarballs packed from the fixture folders with tar. */
async function startRegistry(work: string): Promise<{ origin: string; seen: string[]; corrupt: Set<string>; server: Server }> {
  const tarballs = new Map<string, Buffer>();
  for (const version of ['5.0.0', '5.1.2']) {
    const file = path.join(work, `webpack-${version}.tgz`);
    await run('tar', ['-czf', file, '-C', path.join(fixtures, version), 'package']);
    tarballs.set(`/webpack/-/webpack-${version}.tgz`, await readFile(file));
  }
  const recorded = await readFile(path.join(fixtures, 'packument.json'), 'utf8');
  const seen: string[] = [];
  const corrupt = new Set<string>();
  let origin = '';
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    seen.push(url);
    if (url === '/webpack') {
      const body = recorded.replaceAll('{{origin}}', origin).replace(/\{\{integrity:([\d.]+)\}\}/g, (_, v: string) => `sha512-${createHash('sha512').update(tarballs.get(`/webpack/-/webpack-${v}.tgz`) ?? '').digest('base64')}`);
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    }
    const tarball = tarballs.get(url);
    if (tarball === undefined) return void res.writeHead(404).end();
    // A tampered download: another release's tarball, sound in itself, under this URL.
    const sent = corrupt.has(url) ? (tarballs.get('/webpack/-/webpack-5.0.0.tgz') ?? tarball) : tarball;
    res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(sent);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
  return { origin, seen, corrupt, server };
}

describe('readDeclarations', () => {
  it('lists classes and interfaces with members, overloads once, hooks as hooks.<name>, no private names or type aliases', async () => {
    const declared = readDeclarations(await readFile(path.join(fixtures, '5.0.0/package/types.d.ts'), 'utf8'));
    expect([...declared.keys()]).toEqual(['Compiler', 'Stats', 'Module']);
    expect([...(declared.get('Compiler') ?? [])]).toEqual(['constructor', 'hooks', 'hooks.done', 'context', 'run']);
    expect([...(declared.get('Module') ?? [])]).toEqual(['size', 'isModule']);
  });
});

describe('fetch:api-history against a recorded registry on 127.0.0.1', () => {
  let work = '';
  let registry: Awaited<ReturnType<typeof startRegistry>>;
  let history: ApiHistory;
  const lines: string[] = [];
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'api-history-'));
    registry = await startRegistry(work);
    history = await collectHistory({ root: work, registry: registry.origin, log: (l) => lines.push(l) });
  });
  afterAll(async () => {
    registry.server.closeAllConnections();
    await new Promise((resolve) => registry.server.close(resolve));
    await rm(work, { recursive: true, force: true });
  });

  it('reads the latest patch of each 5.x minor (no 4.x, no pre-release) and records first versions', () => {
    expect(registry.seen.filter((u) => u.endsWith('.tgz')).sort()).toEqual(['/webpack/-/webpack-5.0.0.tgz', '/webpack/-/webpack-5.1.2.tgz']);
    expect(history).toEqual({
      latest: '5.1.2',
      versions: ['5.0.0', '5.1.2'],
      api: {
        // A class added in 5.1, with its own hook.
        Cache: { since: '5.1.2', members: { get: '5.1.2', hooks: '5.1.2', 'hooks.get': '5.1.2' } },
        // A member and a hook added in 5.1.
        Compiler: { since: '5.0.0', members: { close: '5.1.2', constructor: '5.0.0', context: '5.0.0', hooks: '5.0.0', 'hooks.afterDone': '5.1.2', 'hooks.done': '5.0.0', run: '5.0.0' } },
        Module: { since: '5.0.0', members: { isModule: '5.0.0', size: '5.0.0' } },
        Stats: { since: '5.0.0', members: { hash: '5.0.0', toJson: '5.0.0' } },
      },
      // A top-level option added in 5.1 and a nested one reached through two $refs.
      options: { experiments: '5.1.2', 'experiments.css': '5.1.2', mode: '5.0.0', output: '5.0.0', 'output.environment': '5.0.0', 'output.environment.arrowFunction': '5.0.0', 'output.environment.asyncFunction': '5.1.2', 'output.path': '5.0.0' },
    });
    expect(sinceMark(history.options['output.environment.asyncFunction'])).toBe('5.1');
    expect(sinceMark(history.options['output.path'])).toBeUndefined();
    expect(lines.some((l) => /\[\d\/2\] 5\.1\.2: downloaded in \d+ ms/.test(l))).toBe(true);
  });

  it('reads the cache on the next run instead of downloading', async () => {
    registry.seen.length = 0;
    const again = await collectHistory({ root: work, registry: registry.origin, log: () => undefined });
    expect(again).toEqual(history);
    expect(registry.seen).toEqual(['/webpack']);
  });

  it('refuses a tarball that does not match the integrity the registry gave', async () => {
    await rm(path.join(work, '.cache'), { recursive: true, force: true });
    registry.corrupt.add('/webpack/-/webpack-5.1.2.tgz');
    await expect(collectHistory({ root: work, registry: registry.origin, log: () => undefined })).rejects.toThrow(/webpack@5\.1\.2: the tarball does not match the registry's integrity sha512-/);
    registry.corrupt.clear();
  });
});

describe('staleHistory', () => {
  const history: ApiHistory = { latest: '5.111.1', versions: ['5.0.0', '5.111.1'], api: {}, options: {} };
  it('fails a history that ends before the installed webpack, naming the command', () => {
    expect(staleHistory(history, '5.112.2')).toMatch(/ends at webpack 5\.111\.1, older than the installed webpack 5\.112\.2.*npm run fetch:api-history/);
    expect(staleHistory(history, '5.111.1')).toBeUndefined();
    expect(staleHistory({ ...history, latest: '5.112.10' }, '5.112.9')).toBeUndefined();
  });
});
