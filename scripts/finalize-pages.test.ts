import { describe, expect, it } from 'vitest'
import { parseCsp } from '../tests/support/test-server.ts'
import { pageSettingsFromEnv } from '../server/prerendered.ts'
import { nginxIncludes } from './finalize-pages.ts'

/** nginx sends the headers our server sends: with API_BASE on another origin, its connect-src names it too. */
describe('nginxIncludes', () => {
  const connectSrcOf = (apiBase: string) => {
    const settings = pageSettingsFromEnv({ API_BASE: apiBase, GTM_ID: undefined, NAVIGATION_ALLOWED_HOSTS: undefined })
    const conf = nginxIncludes({ ...settings, pages: [] }, { siteUrl: 'https://www.nordorapharma.ca' })['security-headers.conf']!
    const line = conf.split('\n').find((text) => text.startsWith('add_header Content-Security-Policy'))!
    return parseCsp(line.replace(/^add_header Content-Security-Policy "/, '').replace(/" always;$/, ''))['connect-src']
  }

  it('adds a cross-origin API_BASE’s origin to connect-src, and nothing for a path on the site', () => {
    expect(connectSrcOf('https://api.nordorapharma.ca/v1/')).toEqual(["'self'", 'https://api.nordorapharma.ca'])
    expect(connectSrcOf('/')).toEqual(["'self'"])
  })
})

describe('the build-check files behind nginx', () => {
  it('may be read by the site’s pages from another origin: SITE_URL’s origin, and no other', () => {
    const settings = pageSettingsFromEnv({
      API_BASE: 'https://api.nordorapharma.ca/',
      GTM_ID: undefined,
      NAVIGATION_ALLOWED_HOSTS: undefined,
    })
    const conf = nginxIncludes({ ...settings, pages: [] }, { siteUrl: 'https://www.nordorapharma.ca' })['builds-headers.conf']!
    expect(conf.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      'add_header Access-Control-Allow-Origin "https://www.nordorapharma.ca" always;',
    ])
  })
})
