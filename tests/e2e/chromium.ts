import fs from 'node:fs'

/**
 * Playwright cannot download its own browser on these machines, so the tests
 * drive a system Chromium when there is one (CHROMIUM_PATH, or Debian's
 * /usr/bin/chromium) and fall back to Playwright's own browser elsewhere.
 */
export function systemChromium(): string | undefined {
  return firstInstalled([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'])
}

const firstInstalled = (candidates: (string | undefined)[]) =>
  candidates.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)))

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs headless tests in):
 * the same engine without the full browser around it, about half the CPU per test on these two-core machines. The
 * pictures keep the full browser (playwright.config.ts): its text rendering is what the baselines hold and what
 * people see. Without the shell, the full browser does everything.
 */
export function systemHeadlessShell(): string | undefined {
  const shell = [process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell']
  return firstInstalled(shell) ?? systemChromium()
}

/** Flags that keep Chromium off the network this machine does not have. */
export const quietChromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
]
