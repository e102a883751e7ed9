/**
 * Memory of the build process per step, printed when `BUILD_MEMORY=1` (Linux only): the peak
 * resident memory while the step ran (the kernel's high-water mark, reset as the step starts),
 * the resident memory after it, and this thread's V8 heap and off-heap buffers. Steps that run
 * at the same time share one high-water mark, so a peak belongs to whatever overlapped.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** Whether the build reports memory per step. */
export const MEMORY_REPORT = process.env['BUILD_MEMORY'] === '1';

/** The resident memory and its high-water mark, MB, from the text of `/proc/<pid>/status`. */
export function parseMemoryStatus(status: string): { rssMb: number; peakMb: number } | undefined {
  const rss = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  const peak = /^VmHWM:\s+(\d+) kB$/m.exec(status);
  if (rss === null || peak === null) return undefined;
  return { rssMb: Math.round(Number(rss[1]) / 1024), peakMb: Math.round(Number(peak[1]) / 1024) };
}

/** The highest high-water mark seen before a reset, MB. */
let peakBeforeResets = 0;

/** The status of this process, if the system has `/proc`. */
function readStatus(): ReturnType<typeof parseMemoryStatus> {
  try {
    return parseMemoryStatus(readFileSync('/proc/self/status', 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Sets the high-water mark back to the resident memory now (writing 5 to `clear_refs`), keeping
 * the mark it had for `peakMemoryMb`; false where the system has no such file.
 */
export function resetPeakMemory(): boolean {
  peakBeforeResets = Math.max(peakBeforeResets, readStatus()?.peakMb ?? 0);
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * The peak resident memory of the process so far, MB. The kernel's getrusage peak drops with the
 * resets too, so the build's summary line reads this.
 */
export function peakMemoryMb(): number {
  return Math.max(peakBeforeResets, readStatus()?.peakMb ?? 0, Math.round(process.resourceUsage().maxRSS / 1024));
}

/** One line on the memory since the last reset: peak and current RSS, this thread's heap and buffers. */
export function memoryLine(): string {
  const status = readStatus();
  const usage = process.memoryUsage();
  const mb = (bytes: number): number => Math.round(bytes / 2 ** 20);
  const rss = status === undefined ? `RSS ${mb(usage.rss)} MB` : `peak RSS ${status.peakMb} MB, RSS after ${status.rssMb} MB`;
  return `  memory: ${rss}, heap ${mb(usage.heapUsed)} MB, buffers ${mb(usage.arrayBuffers)} MB`;
}

/**
 * CPU seconds this thread has used (user and system, from `/proc/thread-self/stat` in the
 * kernel's 100 Hz ticks), or undefined without it. A render worker reports its own with
 * `BUILD_MEMORY=1`: the process's CPU mixes every thread's.
 */
export function threadCpuSeconds(): number | undefined {
  try {
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').replace(/^.*\) /s, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
