/**
 * The package managers of the install-command tabs, shared by the build (which renders a tab per
 * manager), the head's boot script (which shows the stored choice before first paint) and the
 * tabs' browser code (which stores a new choice).
 */

/** The managers in tab order; the first is the default and the one the source fences are written for. */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

/** One package manager. */
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** Local storage key of the reader's choice (`npm`, `yarn`, `pnpm` or `bun`). */
export const PM_STORAGE_KEY = 'package-manager';

/** The `<html>` attribute that names the chosen manager; CSS shows that manager's panels. */
export const PM_ATTRIBUTE = 'data-pm-choice';

/** The tabs of the install-command groups (src/build/markdown/pm-tabs.ts). */
export const PM_TAB_SELECTOR = '[data-pm-tabs] [role="tab"]';

/** Whether a stored value names a manager. */
export function isPackageManager(value: unknown): value is PackageManager {
  return typeof value === 'string' && (PACKAGE_MANAGERS as readonly string[]).includes(value);
}
