/** The boot script's taps and the app's deferred views agree on the attribute that marks a view ready. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_CLICK_SCRIPT, READY_ATTRIBUTE } from '../../src/shared/early-click.ts';

describe('READY_ATTRIBUTE', () => {
  it('is the attribute deferred.tsx sets on a view that can hydrate, and the one the boot script reads', () => {
    const deferred = readFileSync(path.join(import.meta.dirname, '../../src/app/deferred.tsx'), 'utf8');
    expect(deferred).toContain(`?.setAttribute('${READY_ATTRIBUTE}', '')`);
    expect(EARLY_CLICK_SCRIPT).toContain(`hasAttribute("${READY_ATTRIBUTE}")`);
  });

  it('is a script that parses', () => {
    // Compiled, not run.
    expect(() => new Script(EARLY_CLICK_SCRIPT)).not.toThrow();
  });
});
