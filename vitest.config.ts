import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at once on a two-core machine (Vitest's default there is one): the browser tests
    // spend much of their time waiting on Chromium, the network and the service worker, and a
    // serial run kept the second core idle half the time. Tests never depend on running alone.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'tests/examples/**/*.test.ts'],
          environment: 'node',
          // Files share a worker and its loaded modules instead of a fresh process each: the whole
          // project took 211 s of CPU isolated and 136 s shared (592 tests, same results). No unit
          // test mocks a module; the few that set environment variables put them back.
          isolate: false,
          // Hang guards, not time limits: the example tests build with webpack (in the test or in
          // beforeAll), and npm test runs this project beside the browser tests, so a build that
          // takes seconds alone can take many times that. In a fresh-clone run on a slowed
          // machine (session 33) the vue example's production build, 4 s alone, took over 60 s
          // beside Chromium's every-page pass; the guard is three times that.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // The site gates' own tests: seeded broken fixtures, hostile content, budget growth.
          name: 'gates',
          include: ['tests/gates/**/*.test.ts'],
          environment: 'node',
          // Files run side by side, as the e2e project's do (each works in a folder of its own,
          // a temporary one or its own under .cache): one at a time, they ran last, alone, while
          // the other core waited (38 s at the end of npm test on a fresh clone).
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // Shared modules, as in the unit project: playwright-core, axe and the gates' code are
          // loaded once per worker, not once per file. No test here mocks a module or changes
          // the environment; each file starts and closes its own browser and server. (The gates
          // project keeps Vitest's default isolation, a fresh module graph per file.)
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
