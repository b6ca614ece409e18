import { describe, expect, it } from 'vitest'
import {
  headerBytes,
  inspectConnection,
  inspectRequest,
  isValidHost,
  MAX_HEADER_BYTES,
  MAX_PATH_SEGMENTS,
  MAX_URL_LENGTH,
} from './request-guard.ts'

const forms = (path: string) => path === '/en/contactus'

describe('inspectRequest', () => {
  it('lets page reads and form posts through', () => {
    expect(inspectRequest('GET', '/en/about?x=%ff', forms)).toBeUndefined()
    expect(inspectRequest('HEAD', '/fr/%C3%A9', forms)).toBeUndefined()
    expect(inspectRequest('POST', '/en/contactus', forms)).toBeUndefined()
  })

  it('refuses badly encoded paths with 400', () => {
    for (const url of ['/en/%E0%A4%A', '/%ff', '/fr/a%', '/%zz']) expect(inspectRequest('GET', url, forms)?.status, url).toBe(400)
  })

  it('refuses addresses too long or too deep with 414, in constant time whatever their length', () => {
    expect(inspectRequest('GET', `/${'a'.repeat(MAX_URL_LENGTH)}`, forms)?.status).toBe(414)
    expect(inspectRequest('GET', '/a'.repeat(MAX_PATH_SEGMENTS + 1), forms)?.status).toBe(414)
    expect(inspectRequest('GET', '/a'.repeat(MAX_PATH_SEGMENTS), forms)).toBeUndefined()
    const started = performance.now()
    expect(inspectRequest('GET', '/a'.repeat(1_000_000), forms)?.status).toBe(414)
    expect(performance.now() - started).toBeLessThan(20)
  })

  it('refuses other methods with 405 and says which are allowed', () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND']) {
      expect(inspectRequest(method, '/en/about', forms)).toEqual({ status: 405, statusMessage: 'Method Not Allowed', allow: 'GET, HEAD' })
    }
    expect(inspectRequest('POST', '/en/about', forms)).toMatchObject({ status: 405, allow: 'GET, HEAD' })
    expect(inspectRequest('DELETE', '/en/contactus', forms)).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' })
  })
})

describe('inspectConnection', () => {
  it('takes the hosts a URL can hold: names, IPv4 and bracketed IPv6 addresses, with a port', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'www.nordorapharma.ca',
      '127.0.0.1:65535',
      '[::1]:3000',
      '[2001:db8::1]',
      'a',
      'xn--nrdora-fya.ca',
    ]) {
      expect(isValidHost(host), host).toBe(true)
      expect(inspectConnection(1, host), host).toBeUndefined()
    }
  })

  it('refuses with 400 a Host that is missing, empty or malformed, and a request line without an HTTP version', () => {
    for (const host of [
      undefined,
      '',
      'bad host',
      '[zz]',
      'exa%mple',
      'example.com:99999',
      'user@example.com',
      'example.com/x',
      'a:b:c',
      '-x.example',
      `${'a'.repeat(300)}.ca`,
      'a\\b',
    ]) {
      expect(isValidHost(host), String(host)).toBe(false)
      expect(inspectConnection(1, host), String(host)).toEqual({ status: 400, statusMessage: 'Bad Request' })
    }
    expect(inspectConnection(0, 'localhost')).toEqual({ status: 400, statusMessage: 'Bad Request' })
  })

  it('refuses headers larger than a browser sends with 431, counting them as sent', () => {
    const browser = ['Host', 'www.nordorapharma.ca', 'User-Agent', 'x'.repeat(300), 'Cookie', 'consent=analytics']
    // `Host: a\r\n`
    expect(headerBytes(['Host', 'a'])).toBe(9)
    expect(inspectConnection(1, 'www.nordorapharma.ca', browser)).toBeUndefined()
    const stuffed = [...browser, 'Cookie', 'x'.repeat(MAX_HEADER_BYTES)]
    expect(inspectConnection(1, 'www.nordorapharma.ca', stuffed)).toEqual({ status: 431, statusMessage: 'Request Header Fields Too Large' })
  })
})
