import { describe, expect, it } from 'vitest';
import { eachLimit } from './each-limit.ts';

/** A promise with its resolve and reject in hand. */
function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  const hands: { resolve?: () => void; reject?: (error: Error) => void } = {};
  const promise = new Promise<void>((res, rej) => {
    hands.resolve = res;
    hands.reject = rej;
  });
  return { promise, resolve: () => hands.resolve?.(), reject: (error) => hands.reject?.(error) };
}

/** Lets every pending callback run. */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('eachLimit', () => {
  it('never has more than `limit` calls in flight and calls every item once, in order', async () => {
    const gates = Array.from({ length: 7 }, deferred);
    const started: number[] = [];
    let inFlight = 0;
    let most = 0;
    const run = eachLimit(gates, 3, async (gate, index) => {
      started.push(index);
      inFlight++;
      most = Math.max(most, inFlight);
      await gate.promise;
      inFlight--;
    });
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[1]?.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const gate of gates) gate.resolve();
    await run;
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(3);
  });

  it('starts no new call after a failure and rejects with it once the calls in flight are done', async () => {
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let finished = 0;
    const run = eachLimit(gates, 2, async (gate, index) => {
      started.push(index);
      await gate.promise;
      finished++;
    });
    const outcome = run.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await settle();
    gates[0]?.reject(new Error('broken'));
    await settle();
    expect(started).toEqual([0, 1]);
    let done = false;
    void outcome.then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    gates[1]?.resolve();
    expect(await outcome).toBe('broken');
    expect(started).toEqual([0, 1]);
    expect(finished).toBe(1);
  });

  it('handles no items and more lanes than items, and refuses a limit below one', async () => {
    const seen: string[] = [];
    const nothing = (): Promise<void> => Promise.resolve();
    await eachLimit([], 4, nothing);
    await eachLimit(['a', 'b'], 8, (item) => {
      seen.push(item);
      return Promise.resolve();
    });
    expect(seen).toEqual(['a', 'b']);
    await expect(eachLimit(['a'], 0, nothing)).rejects.toThrow(RangeError);
  });
});
