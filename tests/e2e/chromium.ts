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

/** Chromium's headless shell where it is installed (Debian's chromium-headless-shell, or CHROMIUM_HEADLESS_SHELL_PATH). */
export function installedHeadlessShell(): string | undefined {
  return firstInstalled([
    process.env.CHROMIUM_HEADLESS_SHELL_PATH,
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium-headless-shell',
  ])
}

/**
 * The browser of the end-to-end tests: Chromium's headless shell (the build Playwright itself runs headless tests
 * in), the same engine without the full browser around it, at about half the CPU per test on these two-core
 * machines. Without the shell, the full browser runs the tests, and the pictures are skipped (`picturesNeedTheShell`).
 */
export function systemHeadlessShell(): string | undefined {
  return installedHeadlessShell() ?? systemChromium()
}

/**
 * Why the picture specs are skipped here, or undefined when they run: their baselines are the shell's pictures,
 * and the full browser draws text with other antialiasing (about one pixel in a hundred differs).
 */
export const picturesNeedTheShell = (): string | undefined =>
  installedHeadlessShell()
    ? undefined
    : 'chromium-headless-shell is not installed: the pictures’ baselines are its own (.ci/run installs it from Debian)'

/** Flags that keep Chromium off the network this machine does not have. */
export const quietChromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
]

/**
 * The shell's flags: the quiet ones; text laid out without hinting, as the full browser lays it out (with the
 * shell's default, full hinting, the same words are narrower, and a grid of cards can fit a third column that
 * people's browser does not show); the compositor in the browser process, which saves a process and its
 * messages (the pictures' CPU went from 23.1 to 21.5 s, the same pictures); and V8 without its optimizing
 * compilers (`--lite-mode`): a test's page lives seconds, too short for optimized code to repay compiling it. The
 * script means the same; the renderers' CPU fell by about a tenth (29 to 27 s over the hub, inner-page and keyboard
 * tests, 48 to 43 s over the accessibility sweep and the pictures, the same tests passing).
 */
export const shellArgs = [...quietChromiumArgs, '--font-render-hinting=none', '--in-process-gpu', '--js-flags=--lite-mode']
