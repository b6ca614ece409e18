import { describe, expect, it } from 'vitest'
import { declarationCookie, declarationHref, hasDeclared, HCP_COOKIE, isGatedPath, safeReturnPath } from './hcp-area.ts'
import { prerenderPaths } from './prerender.ts'
import { screens } from './route-table.ts'

describe('the healthcare-professional area', () => {
  it.each([
    '/en/healthcare-professionals',
    '/en/healthcare-professionals/ruzurgi',
    '/fr/professionnels-de-la-sante/lysodren',
    '/fr/professionnels-de-la-sante.data',
    '/en/healthcare-professionals/lysodren/_.data',
  ])('gates %s: its home and product pages in both languages, and their data requests', (path) => {
    expect(isGatedPath(path)).toBe(true)
  })

  it.each(['/en/healthcare-professionals/declaration', '/en/products', '/fr', '/en/healthcare-professionalsX'])(
    'leaves %s open',
    (path) => {
      expect(isGatedPath(path)).toBe(false)
    },
  )

  it('is never prerendered, never in the sitemap, always noindex', () => {
    const written = prerenderPaths([])
    for (const screen of screens.filter((s) => s.name.startsWith('hcp-'))) {
      for (const path of Object.values(screen.paths)) expect(written).not.toContain(path)
      expect('noindex' in screen && screen.noindex).toBe(true)
    }
  })

  it.each([
    ['/en/healthcare-professionals/ruzurgi', 'en', '/en/healthcare-professionals/ruzurgi'],
    ['/fr/professionnels-de-la-sante/lysodren/', 'fr', '/fr/professionnels-de-la-sante/lysodren'],
    ['//evil.example/en/healthcare-professionals', 'en', '/en/healthcare-professionals'],
    ['https://evil.example/en/healthcare-professionals', 'en', '/en/healthcare-professionals'],
    ['/\\evil.example', 'fr', '/fr/professionnels-de-la-sante'],
    ['/en/products', 'en', '/en/healthcare-professionals'],
    ['/en/healthcare-professionals/declaration', 'en', '/en/healthcare-professionals'],
    ['javascript:alert(1)', 'en', '/en/healthcare-professionals'],
    [undefined, 'fr', '/fr/professionnels-de-la-sante'],
    ['/en/healthcare-professionals/../../products', 'en', '/en/healthcare-professionals'],
  ] as const)('returns to %s only inside the area (lang %s → %s)', (value, lang, expected) => {
    expect(safeReturnPath(value, lang)).toBe(expected)
  })

  it('reads the session cookie and writes it without an expiry', () => {
    expect(hasDeclared(`a=b; ${HCP_COOKIE}=confirmed`)).toBe(true)
    expect(hasDeclared(`${HCP_COOKIE}=no`)).toBe(false)
    expect(hasDeclared(undefined)).toBe(false)
    expect(declarationCookie(true)).toBe(`${HCP_COOKIE}=confirmed; Path=/; HttpOnly; SameSite=Lax; Secure`)
    expect(declarationCookie(false)).not.toMatch(/Expires|Max-Age|Secure/)
  })

  it('reads the declaration among other cookies as a browser sends them', () => {
    expect(hasDeclared(`theme=a=b;${HCP_COOKIE}=confirmed ; np_consent=analytics:granted`)).toBe(true)
    expect(hasDeclared(`x${HCP_COOKIE}=confirmed; ${HCP_COOKIE}x=confirmed`)).toBe(false)
    expect(hasDeclared(`${HCP_COOKIE}=confirmed%20not`)).toBe(false)
    expect(hasDeclared('')).toBe(false)
  })

  it('builds the declaration address with a checked return path', () => {
    expect(declarationHref('fr', '/fr/professionnels-de-la-sante/ruzurgi')).toBe(
      '/fr/professionnels-de-la-sante/declaration?returnTo=%2Ffr%2Fprofessionnels-de-la-sante%2Fruzurgi',
    )
    expect(declarationHref('en', 'https://evil.example')).toBe(
      '/en/healthcare-professionals/declaration?returnTo=%2Fen%2Fhealthcare-professionals',
    )
  })
})
