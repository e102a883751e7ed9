import { describe, expect, it } from 'vitest';
import { NOTIFICATION_VERSION } from '../../shared/constants.ts';
import { NOTIFICATION_STORAGE_KEY } from '../../shared/view-constants.ts';
import { blockedStorage as throwing, memoryStorage } from './memoryStorage.ts';
import { isDismissed, readDismissal, storeDismissal } from './notification.ts';

describe('notification dismissal', () => {
  it("is dismissed only by the current version '3'", () => {
    expect(NOTIFICATION_VERSION).toBe('3');
    expect(isDismissed('3')).toBe(true);
    expect(isDismissed('2')).toBe(false);
    expect(isDismissed(null)).toBe(false);
    expect(isDismissed('3', '4')).toBe(false);
  });

  it('stores the current version under its key and reads it back', () => {
    const storage = memoryStorage();
    expect(readDismissal(() => storage)).toBeNull();
    expect(storeDismissal(() => storage)).toBe(true);
    expect(storage.getItem(NOTIFICATION_STORAGE_KEY)).toBe('3');
    expect(isDismissed(readDismissal(() => storage))).toBe(true);
  });

  it('shows an older dismissal again', () => {
    const storage = memoryStorage();
    storage.setItem(NOTIFICATION_STORAGE_KEY, '2');
    expect(isDismissed(readDismissal(() => storage))).toBe(false);
  });

  it('never throws when storage does', () => {
    expect(readDismissal(throwing)).toBeNull();
    expect(storeDismissal(throwing)).toBe(false);
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(storeDismissal(() => full)).toBe(false);
  });
});
