import { describe, expect, it } from 'vitest';
import { checkHookClaims, countArguments, parseHookClaims } from './hook-claims.ts';
import { collectHooks } from './hooks.ts';

const page = [
  '## Setup hooks',
  '',
  '### afterEmit',
  '',
  '- Kind: `AsyncSeriesHook`',
  '- Arguments: `compilation: Compilation`',
  '',
  '```js',
  '### notAHeading',
  '- Kind: `SyncHook`',
  '```',
  '',
  '### shouldEmit',
  '',
  '- Kind: `SyncBailHook`',
  '- Arguments: `compilation: Compilation` (the finished one)',
  '',
  '### Bail results',
  '',
  'Prose.',
].join('\n');

describe('hook kind claims', () => {
  it('reads kinds and argument counts under hook headings, outside code fences', () => {
    expect(parseHookClaims(page)).toEqual([
      { name: 'afterEmit', line: 5, kind: 'AsyncSeriesHook', args: 1, argsLine: 6 },
      { name: 'shouldEmit', line: 15, kind: 'SyncBailHook', args: 1, argsLine: 16 },
    ]);
    expect(parseHookClaims('### createParser\n\n- Kind: `HookMap` of `SyncBailHook`\n- Arguments: none\n')).toEqual([{ name: 'createParser', line: 3, kind: 'HookMap', inner: 'SyncBailHook', args: 0, argsLine: 4 }]);
    expect(countArguments('`a: A`, `b: { x, y }` (`{ c, d }`), `e: (f) => void`')).toBe(3);
  });

  it('passes true claims and fails a seeded wrong kind or argument count against the real hooks', async () => {
    const hooks = await collectHooks();
    expect(checkHookClaims('p.md', parseHookClaims(page), hooks.compiler)).toEqual({ checked: 4, failures: [], unknown: [] });
    const wrong = page.replace('`AsyncSeriesHook`', '`SyncHook`').replace('- Arguments: `compilation: Compilation` (the', '- Arguments: `compilation: Compilation`, `extra: X` (the');
    expect(checkHookClaims('p.md', parseHookClaims(wrong), hooks.compiler).failures).toEqual([
      'p.md:5: afterEmit is stated as SyncHook, the installed webpack has AsyncSeriesHook',
      'p.md:16: shouldEmit is stated with 2 argument(s), the installed webpack passes 1',
    ]);
    const wrapper = '### alternatives\n\n- Kind: a wrapper object with only `tap`\n- Arguments: `requests: ContextAlternativeRequest[]`\n';
    expect(checkHookClaims('c.md', parseHookClaims(wrapper), hooks.contextModuleFactory)).toEqual({ checked: 1, failures: [], unknown: [] });
    expect(checkHookClaims('c.md', parseHookClaims(wrapper.replace('a wrapper object with only `tap`', '`AsyncSeriesHook`')), hooks.contextModuleFactory).failures).toEqual(['c.md:3: alternatives is stated as AsyncSeriesHook, the installed webpack has Object']);
    const map = parseHookClaims('### resolveForScheme\n\n- Kind: `HookMap` of `AsyncSeriesHook`\n');
    expect(checkHookClaims('n.md', map, hooks.normalModuleFactory).failures).toEqual(['n.md:3: resolveForScheme is stated as HookMap of AsyncSeriesHook, the installed webpack has HookMap of AsyncSeriesBailHook']);
  });
});
