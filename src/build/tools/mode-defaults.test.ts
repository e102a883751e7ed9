import { describe, expect, it } from 'vitest';
import { modeDefaults } from './mode-defaults.ts';

describe('modeDefaults', () => {
  const defaults = modeDefaults();

  it('gives no default for mode: webpack leaves it unset, which is not development or none', () => {
    for (const mode of ['production', 'development', 'none'] as const) expect(Object.keys(defaults[mode])).not.toContain('mode');
  });

  it("keeps each mode's own defaults for the other options", () => {
    expect(defaults.production['optimization.minimize']).toBe(true);
    expect(defaults.development['optimization.minimize']).toBe(false);
    expect(defaults.development['output.pathinfo']).toBe(true);
  });
});
