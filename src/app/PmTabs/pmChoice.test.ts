import { describe, expect, it } from 'vitest';
import { PM_STORAGE_KEY } from '../../shared/package-managers.ts';
import { blockedStorage, memoryStorage } from '../Layout/memoryStorage.ts';
import { storeChoice, tabForKey } from './pmChoice.ts';

describe('tabForKey', () => {
  it('moves with the arrows, wrapping at both ends', () => {
    expect([tabForKey('ArrowRight', 0, 4), tabForKey('ArrowRight', 3, 4), tabForKey('ArrowLeft', 0, 4), tabForKey('ArrowLeft', 2, 4)]).toEqual([1, 0, 3, 1]);
  });

  it('goes to the ends with Home and End and ignores other keys', () => {
    expect([tabForKey('Home', 2, 4), tabForKey('End', 0, 4), tabForKey('Enter', 1, 4), tabForKey('ArrowDown', 1, 4), tabForKey('End', 0, 0)]).toEqual([0, 3, null, null, null]);
  });
});

describe('storeChoice', () => {
  it('stores the choice under its key', () => {
    const storage = memoryStorage();
    expect(storeChoice('bun', () => storage)).toBe(true);
    expect(storage.getItem(PM_STORAGE_KEY)).toBe('bun');
  });

  it('reports, never throws, when storage refuses', () => {
    expect(storeChoice('yarn', blockedStorage)).toBe(false);
  });
});
