/**
 * How the render pool's workers take files (render-pool.ts, render-worker.ts): one list, a group
 * at its start (`files` before `groupEnd`) and the rest after it, with a shared counter each.
 */

/** Where the pool's files stand and which this worker takes first. */
export interface HandOut {
  /** Two counters shared by every worker: the next index of the group, then of the rest (counted from `groupEnd`). */
  next: Int32Array;
  /** Where the group ends. */
  groupEnd: number;
  /** How many files there are in all. */
  total: number;
  /** This worker takes the group before the rest; the others take it only once the rest is taken. */
  groupFirst: boolean;
}

/** The index of the next file this worker renders, or -1 when every file is taken. Each index is handed out once. */
export function takeNext({ next, groupEnd, total, groupFirst }: HandOut): number {
  const fromGroup = (): number => {
    const i = Atomics.add(next, 0, 1);
    return i < groupEnd ? i : -1;
  };
  const first = groupFirst ? fromGroup() : -1;
  if (first !== -1) return first;
  const i = groupEnd + Atomics.add(next, 1, 1);
  return i < total ? i : fromGroup();
}
