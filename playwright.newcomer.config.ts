import { defineConfig, devices } from '@playwright/test'
import { shellArgs, systemHeadlessShell } from './tests/e2e/chromium.ts'

/**
 * The newcomer test (tests/newcomer) alone: a clean clone, the README's commands, both forms, timed on a quiet
 * machine and without the build the other end-to-end tests need. `npm test` runs it among them (playwright.config.ts).
 */
export default defineConfig({
  testDir: 'tests/newcomer',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: { launchOptions: { executablePath: systemHeadlessShell(), args: shellArgs }, ...devices['Desktop Chrome'] },
})
