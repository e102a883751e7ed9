/**
 * A signal from one thread of the build to another, raised once, that passes through neither
 * thread's event loop: a message from the search index's thread to the page markdown's went
 * through the build thread, which read it only between webpack's synchronous stretches (0.6 s
 * late in a cold build, with a core idle meanwhile).
 */

/** A new signal, not raised: hand it to both threads (it is shared, not copied). */
export function createSignal(): SharedArrayBuffer {
  return new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
}

/** Raises the signal and wakes the thread waiting for it; raising it again changes nothing. */
export function raiseSignal(signal: SharedArrayBuffer): void {
  const flag = new Int32Array(signal);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}

/** Blocks this thread until the signal is raised (returns at once if it was). Not for the build thread, which must go on. */
export function waitForSignal(signal: SharedArrayBuffer): void {
  Atomics.wait(new Int32Array(signal), 0, 0);
}

/** Whether the signal was raised. */
export function signalRaised(signal: SharedArrayBuffer): boolean {
  return Atomics.load(new Int32Array(signal), 0) === 1;
}
