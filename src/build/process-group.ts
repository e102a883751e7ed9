/** Stopping a child process started with `detached: true` together with the processes it started. */
import type { ChildProcess } from 'node:child_process';

/**
 * Sends SIGTERM to the whole process group of `child` (started with `detached: true`, so it leads
 * its own group): tsx's node child, Chromium's helper processes. A child already gone is left be.
 */
export function stopProcessGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
