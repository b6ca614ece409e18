import { defineConfig, devices } from '@playwright/test'
import { quietChromiumArgs, systemChromium } from './tests/e2e/chromium.ts'

const port = Number(process.env.E2E_PORT ?? 3210)
const executablePath = systemChromium()

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Generous for a loaded 2-core CI machine: a test's own assertions say what is fast enough, not the clock.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: quietChromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production server over the build that `npm test` made just before.
    command: 'node server/index.ts',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      NODE_ENV: 'production',
      DATA_DIR: process.env.DATA_DIR ?? `var/e2e-${port}`,
      BACKUP_DIR: process.env.BACKUP_DIR ?? `var/e2e-${port}-backups`,
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    },
  },
})
