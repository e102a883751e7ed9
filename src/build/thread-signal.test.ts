/** A signal between threads: one waits, blocked, until another raises it. */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createSignal, raiseSignal, signalRaised, waitForSignal } from './thread-signal.ts';

describe('thread signals', () => {
  it('starts lowered, stays raised, and is not waited for once raised', () => {
    const signal = createSignal();
    expect(signalRaised(signal)).toBe(false);
    raiseSignal(signal);
    raiseSignal(signal);
    expect(signalRaised(signal)).toBe(true);
    // Returns at once: a lowered signal would block this thread for good.
    waitForSignal(signal);
  });

  it('holds a waiting thread until it is raised', async () => {
    const signal = createSignal();
    const shared = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    // The thread says it is about to wait, waits (the same Atomics.wait as waitForSignal), then
    // reports what it reads in `shared`: written here only after its message, just before the
    // signal is raised, so a thread that did not wait reads 0.
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       parentPort.postMessage('waiting');
       Atomics.wait(new Int32Array(workerData.signal), 0, 0);
       parentPort.postMessage(Atomics.load(new Int32Array(workerData.shared), 0));`,
      { eval: true, workerData: { signal, shared: shared.buffer } },
    );
    try {
      const read = await new Promise<unknown>((resolve, reject) => {
        worker.on('message', (message: unknown) => {
          if (message !== 'waiting') return resolve(message);
          Atomics.store(shared, 0, 42);
          raiseSignal(signal);
        });
        worker.once('error', reject);
      });
      expect(read).toBe(42);
    } finally {
      await worker.terminate();
    }
  });
});
