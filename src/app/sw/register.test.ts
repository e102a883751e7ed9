/** Registration happens only in a real browser. */
import { describe, expect, it } from 'vitest';
import { canRegister, registerServiceWorker } from './register.ts';

describe('service worker registration', () => {
  it('does nothing outside a browser (prerender, Node)', async () => {
    expect(canRegister()).toBe(false);
    const control = await registerServiceWorker();
    expect(() => control.onNavigate('/concepts/')).not.toThrow();
  });
});
