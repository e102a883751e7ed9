/**
 * Reads a Chromium performance trace of one page load into its main-thread tasks: each task's
 * duration, its self time by kind of work (HTML parse, script compile, script run, style, layout,
 * paint, GC), the scripts that ran in it and the functions the sampling profiler caught most.
 * Pure: the trace is JSON in, figures out (`trace-load.ts` records the trace).
 */

/** One event of Chromium's trace format (the fields used here). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time (CPU) of a complete event, µs: unlike `dur`, not stretched when the machine is busy with other work. */
  tdur?: number;
  pid: number;
  tid: number;
  /** Profile events: the profile they belong to. */
  id?: string;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown>; name?: string };
}

/** A main-thread task of the load. */
export interface TaskFigure {
  /** Start, in ms after navigation start. */
  start: number;
  /** Duration in ms (wall clock: stretched on a loaded machine). */
  duration: number;
  /** The main thread's CPU time in the task, ms (the slowed CPU's, but not stretched by other processes). */
  cpu: number;
  /** Self time in ms by kind of work, largest first. */
  kinds: Array<[string, number]>;
  /** Script files that ran in the task (path only), with their self time in ms, largest first. */
  scripts: Array<[string, number]>;
  /** The functions sampled most often in the task (`name@file`), with their sample share in ms. */
  functions: Array<[string, number]>;
}

/** A load's figures. */
export interface LoadFigures {
  /** First contentful paint, ms after navigation start. */
  fcp: number;
  /** The last largest-contentful-paint candidate, ms after navigation start. */
  lcp: number;
  /** The load event, ms after navigation start. */
  load: number;
  /** Every task of 50 ms or more of CPU time, in order. */
  longTasks: TaskFigure[];
  /** Sum over tasks after FCP of their CPU time beyond 50 ms (Lighthouse's blocking time, without its TTI cut, in CPU time). */
  blocking: number;
  /** Total main-thread CPU time in tasks, ms. */
  busy: number;
  /** The same two by wall clock, which a loaded machine stretches. */
  wallBlocking: number;
  wallBusy: number;
}

const KIND_OF: Record<string, string> = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'V8.CompileLazy': 'compile',
  'v8.produceCache': 'compile',
  'v8.deserializeOnBackground': 'compile',
  EvaluateScript: 'script',
  'v8.run': 'script',
  FunctionCall: 'script',
  'v8.callFunction': 'script',
  TimerFire: 'script',
  FireIdleCallback: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.evaluateModule': 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  'IntersectionObserverController::computeIntersections': 'layout',
  UpdateLayerTree: 'paint',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  HitTest: 'layout',
  MajorGC: 'GC',
  MinorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'BlinkGC.AtomicPhase': 'GC',
};

const TASK = 'RunTask';

/** The path of a script URL, or '' for inline or internal code. */
function scriptPath(url: unknown): string {
  if (typeof url !== 'string' || url === '') return '';
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

/** A trace argument as text ('' when it is not a string). */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The renderer main thread that parsed the page `url`. */
function mainThread(events: readonly TraceEvent[], url: string): { pid: number; tid: number } {
  const parse = events.find((e) => e.name === 'ParseHTML' && textOf(e.args?.beginData?.['url']).startsWith(url));
  if (parse === undefined) throw new Error(`The trace has no HTML parse of ${url}`);
  return { pid: parse.pid, tid: parse.tid };
}

/** Sampled stacks of the thread: time (µs) and leaf frame of each sample. */
function samples(events: readonly TraceEvent[], pid: number, tid: number): Array<{ ts: number; frame: string }> {
  const frames = new Map<number, string>();
  const out: Array<{ ts: number; frame: string }> = [];
  let ts = 0;
  // The thread's profile starts on it; its chunks come from the sampler's thread, with the profile's id.
  const start = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  for (const e of events) {
    if (e.pid !== pid || start === undefined || e.id !== start.id) continue;
    if (e.name === 'Profile') ts = Number(e.args?.data?.['startTime'] ?? 0);
    if (e.name !== 'ProfileChunk') continue;
    const profile = e.args?.data?.['cpuProfile'] as { nodes?: Array<{ id: number; callFrame: { functionName: string; url?: string } }>; samples?: number[] } | undefined;
    for (const node of profile?.nodes ?? []) {
      const file = scriptPath(node.callFrame.url);
      frames.set(node.id, file === '' ? `(${node.callFrame.functionName || 'native'})` : `${node.callFrame.functionName || '(anonymous)'}@${file}`);
    }
    const deltas = (e.args?.data?.['timeDeltas'] as number[] | undefined) ?? [];
    (profile?.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      out.push({ ts, frame: frames.get(id) ?? '?' });
    });
  }
  return out;
}

/** Sorted entries of a tally, largest first, rounded to 0.1 ms, the first `n`. */
function top(tally: Map<string, number>, n: number): Array<[string, number]> {
  return [...tally].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => [k, Math.round(v * 10) / 10]);
}

function add(tally: Map<string, number>, key: string, ms: number): void {
  tally.set(key, (tally.get(key) ?? 0) + ms);
}

/** Self time by kind and by script of the events inside one task (all on one thread, nested by time). */
function breakdown(inside: readonly TraceEvent[], task: TraceEvent): { kinds: Map<string, number>; scripts: Map<string, number> } {
  const kinds = new Map<string, number>();
  const scripts = new Map<string, number>();
  const stack: Array<{ end: number; kind: string; script: string; child: number; start: number }> = [];
  const close = (until: number): void => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (done === undefined) break;
      const self = (done.end - done.start - done.child) / 1000;
      add(kinds, done.kind, self);
      if (done.script !== '') add(scripts, done.script, self);
      const parent = stack.at(-1);
      if (parent !== undefined) parent.child += done.end - done.start;
    }
  };
  const taskEnd = task.ts + (task.dur ?? 0);
  stack.push({ start: task.ts, end: taskEnd, kind: 'other', script: '', child: 0 });
  for (const e of inside) {
    close(e.ts);
    const parent = stack.at(-1);
    const data = e.args?.data;
    const own = scriptPath(data?.['url'] ?? data?.['scriptName']);
    const kind = KIND_OF[e.name] ?? (e.name.startsWith('V8.GC') || e.name.includes('GC') ? 'GC' : (parent?.kind ?? 'other'));
    stack.push({ start: e.ts, end: Math.min(e.ts + (e.dur ?? 0), taskEnd), kind, script: own !== '' ? own : kind === 'script' || kind === 'compile' ? (parent?.script ?? '') : '', child: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return { kinds, scripts };
}

/** Begin/end pairs (`B`, `E`) as complete events (`X`) with a duration; other events as they are. */
function completeEvents(thread: readonly TraceEvent[]): TraceEvent[] {
  const out: TraceEvent[] = [];
  const open: TraceEvent[] = [];
  for (const e of thread) {
    if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin !== undefined) out.push({ ...begin, ph: 'X', dur: e.ts - begin.ts, args: { ...begin.args, ...e.args } });
    } else out.push(e);
  }
  return out.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/** The figures of the load of `url` in `events` (a trace recorded from before navigation). */
export function readLoad(events: readonly TraceEvent[], url: string, longTaskMs = 50): LoadFigures {
  const { pid, tid } = mainThread(events, url);
  const thread = completeEvents(events.filter((e) => e.pid === pid && e.tid === tid).sort((a, b) => a.ts - b.ts));
  // The navigation whose first contentful paint the thread reports (a context's first navigation is about:blank).
  const painted = textOf(thread.find((e) => e.name === 'firstContentfulPaint')?.args?.data?.['navigationId']);
  const navigation =
    thread.find((e) => e.name === 'navigationStart' && painted !== '' && textOf(e.args?.data?.['navigationId']) === painted) ??
    thread.find((e) => e.name === 'navigationStart' && textOf(e.args?.data?.['documentLoaderURL']).startsWith(url)) ??
    thread[0];
  const t0 = navigation?.ts ?? 0;
  const at = (name: string): number => {
    const marks = thread.filter((e) => e.name === name && e.ts >= t0);
    const last = name.startsWith('largestContentfulPaint') ? marks.at(-1) : marks[0];
    return last === undefined ? Number.NaN : Math.round((last.ts - t0) / 100) / 10;
  };
  const fcp = at('firstContentfulPaint');
  const tasks = thread.filter((e) => e.name === TASK && e.ph === 'X' && e.ts >= t0);
  const details = thread.filter((e) => e.ph === 'X' && e.name !== TASK);
  const sampled = samples(events, pid, tid);
  const longTasks: TaskFigure[] = [];
  let blocking = 0;
  let busy = 0;
  let wallBlocking = 0;
  let wallBusy = 0;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    busy += cpu;
    wallBusy += ms;
    if ((task.ts - t0) / 1000 >= fcp) {
      blocking += Math.max(0, cpu - 50);
      wallBlocking += Math.max(0, ms - 50);
    }
    if (cpu < longTaskMs) continue;
    const end = task.ts + (task.dur ?? 0);
    const { kinds, scripts } = breakdown(details.filter((e) => e.ts >= task.ts && e.ts < end), task);
    const functions = new Map<string, number>();
    const inTask = sampled.filter((s) => s.ts >= task.ts && s.ts < end);
    for (const s of inTask) add(functions, s.frame, ms / Math.max(inTask.length, 1));
    longTasks.push({ start: Math.round((task.ts - t0) / 100) / 10, duration: Math.round(ms * 10) / 10, cpu: Math.round(cpu * 10) / 10, kinds: top(kinds, 6), scripts: top(scripts, 4), functions: top(functions, 6) });
  }
  const round = Math.round;
  return { fcp, lcp: at('largestContentfulPaint::Candidate'), load: at('MarkLoad'), longTasks, blocking: round(blocking), busy: round(busy), wallBlocking: round(wallBlocking), wallBusy: round(wallBusy) };
}
