import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BUILD_CHECK_IDLE_DELAY_MS,
  CALENDAR_FIRST_DAY,
  DATE_FORMAT,
  HTTP_RETRY_STATUSES,
  HTTP_WRITE_METHODS,
  MAX_PENDING_ROUTE_PRELOADS,
  RELOAD_GUARD_MS,
  ROUTE_RESOLUTION_DELAY_MS,
  SUPPORTED_LANGUAGES,
  THEME,
} from './constants.ts'

const css = fs.readFileSync(path.join(import.meta.dirname, '../styles/app.css'), 'utf8')

/** The custom properties of the first `:root` block (the light theme). */
function rootTokens(): Record<string, string> {
  const block = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
  return Object.fromEntries([...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]))
}

describe('spec constants (section 9)', () => {
  it('hold the spec’s numbers', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    expect(MAX_PENDING_ROUTE_PRELOADS).toBe(4)
    expect(BUILD_CHECK_IDLE_DELAY_MS).toBe(1_000)
    expect(ROUTE_RESOLUTION_DELAY_MS).toBe(100)
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'fr'])
    expect(HTTP_RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
    expect(HTTP_WRITE_METHODS).toEqual(['PATCH', 'POST', 'PUT', 'DELETE'])
    expect(DATE_FORMAT).toBe('mm/dd/yy')
    expect(CALENDAR_FIRST_DAY).toBe('sun')
    expect(THEME).toMatchObject({ prefix: 'p', darkMode: 'system', ripple: false, overlayTransitionSeconds: 0.12 })
  })

  it('match the design tokens in app.css', () => {
    const tokens = rootTokens()
    expect(tokens['--p-zindex-modal']).toBe(String(THEME.zIndex.modal))
    expect(tokens['--p-zindex-tooltip']).toBe(String(THEME.zIndex.tooltip))
    expect(tokens['--p-zindex-overlay']).toBe(String(THEME.zIndex.overlay))
    expect(tokens['--p-zindex-menu']).toBe(String(THEME.zIndex.menu))
    expect(tokens['--p-overlay-transition']).toBe(`${THEME.overlayTransitionSeconds}s`)
  })

  it('name every design token with the p prefix, and switch colours with the system’s dark mode', () => {
    const declared = [...css.matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((m) => m[1]!)
    expect(declared.length).toBeGreaterThan(10)
    for (const name of declared) expect(name.startsWith(`--${THEME.prefix}-`)).toBe(true)
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\s*\{\s*:root\s*\{[^}]*--p-color-bg:/)
  })
})
