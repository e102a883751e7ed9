import { describe, expect, it } from 'vitest';
import { memoryLine, parseMemoryStatus, peakMemoryMb, resetPeakMemory, threadCpuSeconds } from './memory.ts';

describe('memory per step', () => {
  it('reads the resident memory and its high-water mark from /proc/<pid>/status, in MB', () => {
    const status = 'Name:\tnode\nVmPeak:\t 9000000 kB\nVmHWM:\t 4493312 kB\nVmRSS:\t 1310720 kB\nThreads:\t12\n';
    expect(parseMemoryStatus(status)).toEqual({ rssMb: 1280, peakMb: 4388 });
    expect(parseMemoryStatus('Name:\tnode\n')).toBeUndefined();
  });

  it("reads this thread's CPU seconds, no more than the process's", () => {
    const cpu = threadCpuSeconds();
    const usage = process.cpuUsage();
    expect(cpu).toBeTypeOf('number');
    expect(cpu).toBeGreaterThanOrEqual(0);
    // The kernel counts in ticks of 10 ms: allow one.
    expect(cpu ?? Infinity).toBeLessThanOrEqual((usage.user + usage.system) / 1e6 + 0.01);
  });

  it('prints a line with the heap and buffers of this thread', () => {
    expect(memoryLine()).toMatch(/^ {2}memory: (?:peak RSS \d+ MB, RSS after|RSS) \d+ MB, heap \d+ MB, buffers \d+ MB$/);
  });
});

describe('the peak memory of the process', () => {
  it('keeps the highest mark across resets of the per-step mark', () => {
    // Large buffers touched, then let go: the resident memory falls (glibc returns big blocks at once), the peak stays.
    const held: Array<Buffer | undefined> = [Buffer.alloc(256 * 2 ** 20, 1)];
    const before = peakMemoryMb();
    expect(held.pop()?.at(-1)).toBe(1);
    expect(resetPeakMemory()).toBe(true);
    expect(peakMemoryMb()).toBeGreaterThanOrEqual(before);
  });
});
