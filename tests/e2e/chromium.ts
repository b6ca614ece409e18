import fs from 'node:fs'

/**
 * Playwright cannot download its own browser on these machines, so the tests
 * drive a system Chromium when there is one (CHROMIUM_PATH, or Debian's
 * /usr/bin/chromium) and fall back to Playwright's own browser elsewhere.
 */
export function systemChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
  return candidates.find((candidate): candidate is string => Boolean(candidate && fs.existsSync(candidate)))
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
