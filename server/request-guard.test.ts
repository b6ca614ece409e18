import { describe, expect, it } from 'vitest'
import { inspectRequest, MAX_PATH_SEGMENTS, MAX_URL_LENGTH } from './request-guard.ts'

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
