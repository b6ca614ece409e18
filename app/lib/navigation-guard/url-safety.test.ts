import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_HOSTS, isHostAllowed, parseHostList } from './allowed-hosts.ts'
import { checkNavigation } from './url-safety.ts'

const options = { origin: 'https://www.nordorapharma.ca', allowList: DEFAULT_ALLOWED_HOSTS }
const check = (href: string) => checkNavigation(href, options)

describe('checkNavigation', () => {
  it.each(['/fr/nousjoindre', 'https://www.nordorapharma.ca/en/about#team', '#main', '/en/search?q=javascript:alert(1)'])(
    'lets the internal path %j through, relative or absolute',
    (href) => {
      expect(check(href)).toMatchObject({ allowed: true, kind: 'internal' })
    },
  )

  it.each(['https://www.canada.ca/en/health-canada.html', 'https://recalls-rappels.canada.ca/fr'])(
    'allows %j: a host on the list, or one of its subdomains',
    (href) => {
      expect(check(href)).toMatchObject({ allowed: true, kind: 'external' })
    },
  )

  it('refuses a host off the list, and names the address', () => {
    expect(check('https://evil.example/')).toEqual({ allowed: false, reason: 'host', href: 'https://evil.example/' })
  })

  it.each(['https://canada.ca.evil.example/', 'https://notcanada.ca/', 'https://www.canada.ca@evil.example/'])(
    'refuses %j, a host that only looks like one on the list',
    (href) => {
      expect(check(href)).toMatchObject({ allowed: false, reason: 'host' })
    },
  )

  it.each(['//evil.example/x', '/\\evil.example/x', 'http://localhost:3000/en'])(
    'treats %j as the external address it is, and refuses it',
    (href) => {
      expect(check(href)).toMatchObject({ allowed: false, reason: 'host' })
    },
  )

  it.each(['mailto:info@nordorapharma.ca', 'tel:+15145550100'])('allows the %j link', (href) => {
    expect(check(href)).toMatchObject({ allowed: true, kind: 'app' })
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\tjava\nscript:alert(1)',
    'java\u0000script:alert(1)',
    'java\u200bscript:alert(1)',
    '\u00a0javascript:alert(1)',
    'javascript\t:alert(1)',
    '%6Aavascript:alert(1)',
    'javascript%3Aalert(1)',
    '%256Aavascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    'java&shy;script:alert(1)',
    'java&unknownentity;script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VbScRiPt:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://www.nordorapharma.ca/1234',
    'filesystem:https://www.nordorapharma.ca/temporary/x',
    'about:blank',
    'ftp://ftp.example/file',
  ])('refuses the dangerous or unknown scheme in %j', (href) => {
    expect(check(href)).toMatchObject({ allowed: false, reason: 'scheme' })
  })

  it('resolves relative addresses against the page it is given', () => {
    const fromPage = checkNavigation('products#list', { origin: 'https://www.nordorapharma.ca/en/about', allowList: [] })
    expect(fromPage).toMatchObject({ allowed: true, kind: 'internal' })
    expect(fromPage.allowed && fromPage.url.pathname + fromPage.url.hash).toBe('/en/products#list')
  })

  it('refuses what cannot be parsed', () => {
    expect(check('https://exa mple.com/')).toMatchObject({ allowed: false, reason: 'invalid' })
  })
})

describe('allowed hosts', () => {
  it('matches a host and its subdomains, ignoring case and a final dot', () => {
    expect(isHostAllowed('WWW.Canada.CA.', ['canada.ca'])).toBe(true)
    expect(isHostAllowed('canada.ca', ['canada.ca'])).toBe(true)
    expect(isHostAllowed('xcanada.ca', ['canada.ca'])).toBe(false)
  })

  it('reads a deployment’s extra hosts and refuses anything else', () => {
    expect(parseHostList('example.org, Partner.Example.com\nthird.example')).toEqual([
      'example.org',
      'partner.example.com',
      'third.example',
    ])
    expect(parseHostList('')).toEqual([])
    expect(parseHostList(undefined)).toEqual([])
    expect(() => parseHostList('https://example.org')).toThrow('NAVIGATION_ALLOWED_HOSTS: https://example.org is not a host name')
    expect(() => parseHostList('*.example.org')).toThrow('is not a host name')
  })
})
