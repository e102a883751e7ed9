import { describe, expect, it } from 'vitest';
import type { PackageManager } from '../../shared/package-managers.ts';
import { hasPmCommand, translateLine, translateScript } from './pm-commands.ts';

/** Each npm line with its Yarn, pnpm and Bun forms (checked with yarn 4.18, pnpm 10.34, bun 1.4). */
const TABLE: ReadonlyArray<[npm: string, yarn: string, pnpm: string, bun: string]> = [
  ['npm install', 'yarn install', 'pnpm install', 'bun install'],
  ['npm install lodash-es', 'yarn add lodash-es', 'pnpm add lodash-es', 'bun add lodash-es'],
  ['npm i react react-dom', 'yarn add react react-dom', 'pnpm add react react-dom', 'bun add react react-dom'],
  ['npm install --save-dev webpack webpack-cli', 'yarn add -D webpack webpack-cli', 'pnpm add -D webpack webpack-cli', 'bun add -d webpack webpack-cli'],
  ['npm install -D -E webpack@5.1.0', 'yarn add -D -E webpack@5.1.0', 'pnpm add -D -E webpack@5.1.0', 'bun add -d -E webpack@5.1.0'],
  ['npm install --save-dev "webpack@~5.112.0"', 'yarn add -D "webpack@~5.112.0"', 'pnpm add -D "webpack@~5.112.0"', 'bun add -d "webpack@~5.112.0"'],
  ['npm install --global webpack-cli', '# Yarn 2 and later have no global installs; use npm for this one', 'pnpm add -g webpack-cli', 'bun add -g webpack-cli'],
  ['npm uninstall lodash', 'yarn remove lodash', 'pnpm remove lodash', 'bun remove lodash'],
  ['npm ci', 'yarn install --immutable', 'pnpm install --frozen-lockfile', 'bun install --frozen-lockfile'],
  ['npm run build', 'yarn run build', 'pnpm run build', 'bun run build'],
  ['npm run build -- --mode development', 'yarn run build --mode development', 'pnpm run build --mode development', 'bun run build --mode development'],
  ['npm start', 'yarn start', 'pnpm start', 'bun run start'],
  // `bun test` would start Bun's own test runner instead of the script.
  ['npm test', 'yarn test', 'pnpm test', 'bun run test'],
  ['npm init -y', 'yarn init', 'pnpm init', 'bun init -y'],
  ['npm init vite@latest my-app', 'yarn create vite@latest my-app', 'pnpm create vite@latest my-app', 'bun create vite@latest my-app'],
  ['npm create vite', 'yarn create vite', 'pnpm create vite', 'bun create vite'],
  ['npm pkg set type=module', 'npm pkg set type=module', 'pnpm pkg set type=module', 'bun pm pkg set type=module'],
  ['npx webpack --mode production', 'yarn webpack --mode production', 'pnpm exec webpack --mode production', 'bunx webpack --mode production'],
  ['npx --yes http-server dist', 'yarn dlx http-server dist', 'pnpm dlx http-server dist', 'bunx http-server dist'],
];

const MANAGERS: readonly PackageManager[] = ['yarn', 'pnpm', 'bun'];

describe('npm command translation', () => {
  for (const [npm, ...others] of TABLE) {
    it(npm, () => {
      expect(translateLine(npm, 'npm')).toBe(npm);
      expect(MANAGERS.map((pm) => translateLine(npm, pm))).toEqual(others);
    });
  }

  it('keeps other commands, comments, indentation and trailing comments', () => {
    const script = '# set up\nmkdir demo && cd demo\n  npx webpack --watch   # rebuilds on save\nnode dist/main.js';
    expect(translateScript(script, 'pnpm')).toBe('# set up\nmkdir demo && cd demo\n  pnpm exec webpack --watch   # rebuilds on save\nnode dist/main.js');
  });

  it('translates each command of a chain and a pipe', () => {
    expect(translateLine('npm run lint && npm test', 'bun')).toBe('bun run lint && bun run test');
    expect(translateLine('tail -f log | npx webpack --watch', 'yarn')).toBe('tail -f log | yarn webpack --watch');
  });

  it('fails on npm commands it has no equivalent for, rather than guessing', () => {
    expect(() => translateLine('npm view webpack versions', 'yarn')).toThrow(/no yarn translation/);
    expect(() => translateLine('npm install --legacy-peer-deps x', 'pnpm')).toThrow(/--legacy-peer-deps/);
    expect(() => translateLine('npm run build --mode development', 'bun')).toThrow(/"--"/);
    expect(() => translateLine('npx --package=x y', 'yarn')).toThrow(/no translation/);
  });

  it('fails on a marked fence without any npm command', () => {
    expect(() => translateScript('mkdir demo\ncd demo', 'yarn')).toThrow(/no npm or npx command/);
    expect(hasPmCommand('# npm install')).toBe(false);
    expect(hasPmCommand('cd x && npm ci')).toBe(true);
  });
});
