import { defineConfig, devices } from '@playwright/test'
import { shellArgs, systemHeadlessShell } from './tests/e2e/chromium.ts'

/**
 * The newcomer test (tests/newcomer): a clean clone, the README's commands, both forms. It runs alone, after the
 * other end-to-end tests, so that its install, build and first start are timed on a quiet machine.
 */
export default defineConfig({
  testDir: 'tests/newcomer',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: { launchOptions: { executablePath: systemHeadlessShell(), args: shellArgs }, ...devices['Desktop Chrome'] },
})
