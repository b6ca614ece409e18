import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { shellArgs, systemHeadlessShell } from './tests/e2e/chromium.ts'

const port = Number(process.env.E2E_PORT ?? 3210)
// Node's cache of compiled modules, for every process the tests start (servers, workers): the suite starts some
// forty servers, and each compiles the same modules (about 0.45 s of a server start's 3 s of CPU).
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('node_modules/.cache/node-compile', import.meta.url))

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers per core in CI: a test also waits on its servers, timers and page loads, and one worker per core left
  // about a quarter of the CPU idle (some 630 s of CPU in a 438 s run on two cores); two per core keep both busy
  // (docs/decisions/0210).
  workers: process.env.CI ? Math.max(2, os.availableParallelism() * 2) : undefined,
  forbidOnly: Boolean(process.env.CI),
  // One more try in CI for a test that fails: the same suite has run 2.5 times slower on one of these 2-core machines
  // than on another, and the browser-heavy tests (Decap's 5 MB editor above all) are where that shows. A test that
  // passes only on its second try is listed as flaky in the report, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A bound on a hang, not an assertion: a test's own assertions say what is fast enough. Generous, because the same
  // suite has run 2.5 times slower on one of these 2-core machines than on another.
  timeout: 120_000,
  // The same for an assertion's wait: Decap's 5 MB editor took longer than Playwright's default 5 s to draw its
  // preview on a two-core machine that runs system calls and page faults several times slower than another.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Off in CI, where nobody opens a run's trace and recording it costs about a tenth of the suite's time; kept
    // locally, where a failure is looked into at once.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    // The newcomer test (a clean clone, the README's commands) first, so that one worker installs and builds the
    // clone at the start while the other tests: run after the others, it left a core idle for a minute and more,
    // waiting on its servers (docs/decisions/0204). Its tests run in order, in one worker.
    {
      name: 'newcomer',
      testDir: 'tests/newcomer',
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: systemHeadlessShell(), args: shellArgs } },
    },
    // Every spec in Chromium's headless shell: the same engine at about half the CPU of the full browser, with its
    // text laid out as the full browser lays it out (tests/e2e/chromium.ts). The baselines' file names end with the
    // project's name.
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: systemHeadlessShell(), args: shellArgs } },
    },
  ],
  webServer: {
    // The production server over the build that `npm test` made just before.
    command: 'node server/index.ts',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      NODE_ENV: 'production',
      DATA_DIR: process.env.DATA_DIR ?? `var/e2e-${port}`,
      BACKUP_DIR: process.env.BACKUP_DIR ?? `var/e2e-${port}-backups`,
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    },
  },
})
