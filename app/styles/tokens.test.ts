import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** The palette, read from the stylesheet itself, so the test checks what ships. */
const css = fs.readFileSync(path.join(import.meta.dirname, 'app.css'), 'utf8')

function block(selector: RegExp): Record<string, string> {
  const match = css.match(selector)
  if (!match) throw new Error(`no block ${selector}`)
  return Object.fromEntries([...match[1]!.matchAll(/--p-(color-[\w-]+):\s*(#[0-9a-f]{6})/g)].map((m) => [m[1]!, m[2]!]))
}

const light = block(/^:root \{([^}]*)\}/m)
const dark = { ...light, ...block(/prefers-color-scheme: dark\) \{\s*:root \{([^}]*)\}/) }
/** The inverse band redefines text colours over the scheme's deep primary. */
const inverse = (scheme: Record<string, string>): Record<string, string> => ({
  ...block(/^\.p-inverse \{([^}]*)\}/m),
  'color-bg': scheme['color-primary-strong']!,
})

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/** [foreground, background, minimum]: text at 4.5:1 (WCAG AA), focus rings and icons at 3:1. */
const pairs: [string, string, number][] = [
  ['color-text', 'color-bg', 4.5],
  ['color-text', 'color-surface', 4.5],
  ['color-text', 'color-surface-strong', 4.5],
  ['color-heading', 'color-bg', 4.5],
  ['color-muted', 'color-bg', 4.5],
  ['color-muted', 'color-surface', 4.5],
  ['color-link', 'color-bg', 4.5],
  ['color-link', 'color-surface', 4.5],
  ['color-link', 'color-primary-soft', 4.5],
  ['color-link-visited', 'color-bg', 4.5],
  ['color-brand-text', 'color-bg', 4.5],
  ['color-brand-text', 'color-primary-soft', 4.5],
  ['color-primary-contrast', 'color-primary', 4.5],
  ['color-primary-contrast', 'color-primary-strong', 4.5],
  ['color-danger', 'color-bg', 4.5],
  ['color-danger', 'color-danger-soft', 4.5],
  ['color-success', 'color-bg', 4.5],
  ['color-warning', 'color-bg', 4.5],
  ['color-warning', 'color-warning-soft', 4.5],
  ['color-accent', 'color-bg', 3],
  ['color-focus', 'color-bg', 3],
  ['color-focus', 'color-surface', 3],
]

/** In the inverse band, these colours on its background must reach the same minimums as on the page's. */
const inverseColours = ['color-text', 'color-muted', 'color-link', 'color-accent', 'color-focus']
const inversePairs = pairs.filter(([fg, bg]) => bg === 'color-bg' && inverseColours.includes(fg))

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s palette', (_name, palette) => {
  it.each(pairs)('%s on %s reaches %s:1', (fg, bg, min) => {
    expect(contrast(palette[fg]!, palette[bg]!)).toBeGreaterThanOrEqual(min)
  })

  it.each(inversePairs)('in the inverse band, %s on %s reaches %s:1', (fg, bg, min) => {
    const band: Record<string, string> = { ...palette, ...inverse(palette) }
    expect(contrast(band[fg]!, band[bg]!)).toBeGreaterThanOrEqual(min)
  })
})

describe('design tokens', () => {
  it('are named with the p prefix, and switch colours with the system’s dark mode', () => {
    const declared = [...css.matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((m) => m[1]!)
    expect(declared.length).toBeGreaterThan(10)
    for (const name of declared) expect(name.startsWith('--p-')).toBe(true)
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\s*\{\s*:root\s*\{[^}]*--p-color-bg:/)
  })

  // The accessibility sweep runs only the colour rules in dark mode (tests/e2e/a11y-sweep.spec.ts): true while the
  // dark scheme is one block of colour values, and no other rule of any stylesheet depends on the scheme.
  it('change nothing but colours in dark mode', () => {
    const darkBlock = /@media \(prefers-color-scheme: dark\)\s*\{\s*:root\s*\{([^}]*)\}\s*\}/.exec(css)![1]!
    const set = [...darkBlock.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!)
    expect(set.length).toBeGreaterThan(10)
    expect(set.filter((name) => !/^--p-(color-[\w-]+|shadow)$/.test(name))).toEqual([])
    expect(darkBlock.replace(/--[\w-]+\s*:[^;]*;/g, '').trim()).toBe('')
    const appDir = path.join(import.meta.dirname, '..')
    const stylesheets = fs.readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'))
    expect(stylesheets.length).toBeGreaterThan(10)
    const reacting = stylesheets.filter((file) => /prefers-color-scheme/.test(fs.readFileSync(path.join(appDir, file), 'utf8')))
    expect(reacting).toEqual(['styles/app.css'])
    expect(css.match(/prefers-color-scheme/g)).toHaveLength(1)
  })

  // The primary is a fill for white text: in dark mode it is deep, and a radio or check box drawn in it was dim on
  // the page. The brand's text colour (the primary in light, a light blue in dark) reaches 4.5:1 on the page in both.
  it('draw radios and check boxes in the brand’s text colour, set once for the whole page', () => {
    const appDir = path.join(import.meta.dirname, '..')
    const accents = fs
      .readdirSync(appDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(appDir, file), 'utf8').matchAll(/accent-color:\s*([^;]+);/g)].map((m) => `${file}: ${m[1]}`),
      )
    expect(accents).toEqual(['styles/base.css: var(--p-color-brand-text)'])
  })
})
