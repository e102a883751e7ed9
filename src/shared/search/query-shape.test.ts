import { describe, expect, it } from 'vitest';
import { isNameChunk, queryShape } from './query-shape.ts';

describe('queryShape', () => {
  it('calls dotted paths, camel- and snake-cased identifiers, flags, placeholders and packages names', () => {
    for (const q of ['output.publicPath', 'module.hot.accept', 'afterEmit', 'EnvironmentPlugin', '__webpack_nonce__', 'PROCESS_ASSETS_STAGE_OPTIMIZE', '--entry', '[name]', '[contenthash:8].js', 'mini-css-extract-plugin', '@babel/core']) {
      expect(queryShape(q), q).toBe('name');
    }
  });

  it('keeps a name with words beside it a name, and a configuration line too', () => {
    expect(queryShape('splitChunks chunks all')).toBe('name');
    expect(queryShape('thisCompilation hook')).toBe('name');
    expect(queryShape("type: 'filesystem'")).toBe('name');
    expect(queryShape("stats: 'errors-only'")).toBe('name');
  });

  it('calls concepts and tasks words, file names included', () => {
    for (const q of ['watch mode', 'what is a plugin', 'load images', 'use webpack.config.mjs', 'package.json fields', 'Built-in css support', 'bail']) {
      expect(queryShape(q), q).toBe('words');
    }
  });

  it('calls a pasted error or warning a message', () => {
    expect(queryShape("ChunkLoadError: Loading chunk 5 failed")).toBe('message');
    expect(queryShape('Buffer is not defined')).toBe('message');
    expect(queryShape("Can't resolve 'fs'")).toBe('message');
  });
});

describe('isNameChunk', () => {
  it('tells a file name from an option path, and an English word from a package', () => {
    expect(isNameChunk('webpack.config.js')).toBe(false);
    expect(isNameChunk('resolve.alias')).toBe(true);
    expect(isNameChunk('Built-in')).toBe(false);
    expect(isNameChunk('hidden-source-map')).toBe(true);
    expect(isNameChunk('plugins')).toBe(false);
  });
});
