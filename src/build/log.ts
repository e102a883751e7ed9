/** Build progress: each step prints its name and timing (and its memory with `BUILD_MEMORY=1`, see memory.ts). */
import { MEMORY_REPORT, memoryLine, resetPeakMemory } from './memory.ts';

/** Prints a line to stderr (stdout stays clean for data). */
export function info(message: string): void {
  process.stderr.write(`${message}\n`);
}

/** Prints a warning line. */
export function warn(message: string): void {
  process.stderr.write(`warning: ${message}\n`);
}

/** Runs one named step, printing its duration; a failure prints and rethrows. */
export async function step<T>(name: string, fn: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  info(`▶ ${name}`);
  if (MEMORY_REPORT) resetPeakMemory();
  try {
    const result = await fn();
    info(`✔ ${name} (${Math.round(performance.now() - started)} ms)`);
    if (MEMORY_REPORT) info(memoryLine());
    return result;
  } catch (error) {
    info(`✖ ${name} (${Math.round(performance.now() - started)} ms)`);
    throw error;
  }
}
