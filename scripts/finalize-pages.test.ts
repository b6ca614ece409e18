import { describe, expect, it } from 'vitest'
import { parseCsp } from '../tests/support/test-server.ts'
import { pageSettingsFromEnv } from '../server/prerendered.ts'
import { nginxIncludes } from './finalize-pages.ts'

/** nginx sends the headers our server sends: with API_BASE on another origin, its connect-src names it too. */
describe('nginxIncludes', () => {
  const connectSrcOf = (apiBase: string) => {
    const settings = pageSettingsFromEnv({ API_BASE: apiBase, GTM_ID: undefined, NAVIGATION_ALLOWED_HOSTS: undefined })
    const conf = nginxIncludes({ ...settings, pages: [] })['security-headers.conf']!
    const line = conf.split('\n').find((text) => text.startsWith('add_header Content-Security-Policy'))!
    return parseCsp(line.replace(/^add_header Content-Security-Policy "/, '').replace(/" always;$/, ''))['connect-src']
  }

  it('adds a cross-origin API_BASE’s origin to connect-src, and nothing for a path on the site', () => {
    expect(connectSrcOf('https://api.nordorapharma.ca/v1/')).toEqual(["'self'", 'https://api.nordorapharma.ca'])
    expect(connectSrcOf('/')).toEqual(["'self'"])
  })
})
