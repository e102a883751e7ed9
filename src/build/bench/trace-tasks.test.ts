/** Reading a load's main-thread tasks from a trace: the page's thread, self time by kind and script, samples, marks. */
import { describe, expect, it } from 'vitest';
import { readLoad, type TraceEvent } from './trace-tasks.ts';

const URL_ = 'http://127.0.0.1:1/concepts/';
const MAIN = { pid: 1, tid: 1 };
const ms = (n: number): number => n * 1000;

/** A complete event on the page's main thread. */
function x(name: string, start: number, duration: number, data: Record<string, unknown> = {}, cpu = duration): TraceEvent {
  return { ...MAIN, name, ph: 'X', ts: ms(start), dur: ms(duration), tdur: ms(cpu), args: { data } };
}

const events: TraceEvent[] = [
  // Another renderer's thread, busy: never counted.
  { pid: 2, tid: 2, name: 'RunTask', ph: 'X', ts: ms(0), dur: ms(500) },
  // The context's blank page first, then the page (whose paint names its navigation).
  { ...MAIN, name: 'navigationStart', ph: 'R', ts: ms(10), args: { data: { documentLoaderURL: '', navigationId: 'blank' } } },
  { ...MAIN, name: 'navigationStart', ph: 'R', ts: ms(100), args: { data: { documentLoaderURL: URL_, navigationId: 'page' } } },
  x('RunTask', 110, 30),
  { ...MAIN, name: 'ParseHTML', ph: 'X', ts: ms(111), dur: ms(20), args: { beginData: { url: URL_ } } },
  { ...MAIN, name: 'firstContentfulPaint', ph: 'R', ts: ms(150), args: { data: { navigationId: 'page' } } },
  { ...MAIN, name: 'largestContentfulPaint::Candidate', ph: 'R', ts: ms(150) },
  { ...MAIN, name: 'largestContentfulPaint::Candidate', ph: 'R', ts: ms(400) },
  // A long task: the main script runs 60 ms (10 of them compiling), then a 25 ms layout given as begin and end.
  x('RunTask', 200, 100),
  // Long by the wall clock only (the machine was busy with something else): not a long task.
  x('RunTask', 330, 70, {}, 20),
  x('EvaluateScript', 200, 60, { url: 'http://127.0.0.1:1/main.1a.js' }),
  x('v8.compile', 201, 10, { url: 'http://127.0.0.1:1/main.1a.js' }),
  { ...MAIN, name: 'Layout', ph: 'B', ts: ms(265) },
  { ...MAIN, name: 'Layout', ph: 'E', ts: ms(290) },
  { ...MAIN, name: 'MarkLoad', ph: 'I', ts: ms(320) },
  // The sampler's chunks come from another thread, with the main thread's profile id.
  { ...MAIN, name: 'Profile', ph: 'P', id: '0x1', ts: ms(100), args: { data: { startTime: ms(200) } } },
  {
    pid: 1,
    tid: 9,
    name: 'ProfileChunk',
    ph: 'P',
    id: '0x1',
    ts: ms(300),
    args: {
      data: {
        cpuProfile: { nodes: [{ id: 1, callFrame: { functionName: 'hydrate', url: 'http://127.0.0.1:1/main.1a.js' } }, { id: 2, callFrame: { functionName: '(program)' } }], samples: [1, 1, 1, 2] },
        timeDeltas: [ms(1), ms(20), ms(20), ms(20)],
      },
    },
  },
];

describe('readLoad', () => {
  const load = readLoad(events, URL_);

  it('reads the marks after navigation start (the last LCP candidate)', () => {
    expect(load).toMatchObject({ fcp: 50, lcp: 300, load: 220 });
  });

  it('keeps the long tasks of the page thread with self time by kind and by script', () => {
    expect(load.longTasks).toHaveLength(1);
    const task = load.longTasks[0];
    expect(task?.start).toBe(100);
    expect(task?.duration).toBe(100);
    expect(task?.cpu).toBe(100);
    expect(task?.kinds).toEqual([
      ['script', 50],
      ['layout', 25],
      ['other', 15],
      ['compile', 10],
    ]);
    expect(task?.scripts).toEqual([['/main.1a.js', 60]]);
    expect(task?.functions[0]?.[0]).toBe('hydrate@/main.1a.js');
  });

  it('counts blocking time after FCP and all task time, by CPU time and by the wall clock', () => {
    expect(load).toMatchObject({ blocking: 50, busy: 150, wallBlocking: 70, wallBusy: 200 });
  });

  it('fails on a trace without the page', () => {
    expect(() => readLoad(events, 'http://127.0.0.1:1/other/')).toThrow('no HTML parse');
  });
});
