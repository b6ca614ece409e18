import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HCP_COOKIE, HCP_COOKIE_VALUE } from '../app/routing/hcp-area.ts'
import { hcpGate } from './hcp-gate.ts'
import { listen } from '../tests/support/test-server.ts'

/** The gate in front of a stand-in for static serving: whatever passes the gate is answered "served". */
function appWithGate() {
  const app = express()
  app.use(hcpGate())
  app.use((req, res) => {
    res.type('text').send(`served ${req.method} ${req.path}`)
  })
  return app
}

const declared = { cookie: `other=1; ${HCP_COOKIE}=${HCP_COOKIE_VALUE}` }

describe('hcpGate', () => {
  let server: Awaited<ReturnType<typeof listen>>
  beforeAll(async () => {
    server = await listen(appWithGate())
  })
  afterAll(() => server.close())

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${server.url}${path}`, { method, headers, redirect: 'manual' })

  it.each([
    ['/en/healthcare-professionals', '/en/healthcare-professionals/declaration?returnTo=%2Fen%2Fhealthcare-professionals'],
    [
      '/en/healthcare-professionals/ruzurgi',
      '/en/healthcare-professionals/declaration?returnTo=%2Fen%2Fhealthcare-professionals%2Fruzurgi',
    ],
    [
      '/fr/professionnels-de-la-sante/lysodren/',
      '/fr/professionnels-de-la-sante/declaration?returnTo=%2Ffr%2Fprofessionnels-de-la-sante%2Flysodren',
    ],
    [
      '/en/healthcare-professionals/%72uzurgi',
      '/en/healthcare-professionals/declaration?returnTo=%2Fen%2Fhealthcare-professionals%2Fruzurgi',
    ],
  ])('sends %s without the declaration to the declaration screen, in its language', async (path, location) => {
    const response = await get(path)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(location)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('vary')).toMatch(/Cookie/i)
  })

  it('serves the page asked for once the visitor has declared', async () => {
    const response = await get('/en/healthcare-professionals/ruzurgi', declared)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('served GET /en/healthcare-professionals/ruzurgi')
  })

  it('does not accept a cookie with another value', async () => {
    const response = await get('/en/healthcare-professionals', { cookie: `${HCP_COOKIE}=yes` })
    expect(response.status).toBe(303)
  })

  it('lets the declaration screen itself through', async () => {
    const response = await get('/fr/professionnels-de-la-sante/declaration?returnTo=%2Ffr%2Fprofessionnels-de-la-sante')
    expect(response.status).toBe(200)
    const posted = await get('/en/healthcare-professionals/declaration', {}, 'POST')
    expect(posted.status).toBe(200)
  })

  it('leaves data requests to the loaders, which make the same check', async () => {
    const response = await get('/en/healthcare-professionals/ruzurgi.data')
    expect(await response.text()).toBe('served GET /en/healthcare-professionals/ruzurgi.data')
  })

  it('refuses other methods on a gated page without the declaration', async () => {
    expect((await get('/en/healthcare-professionals/ruzurgi', {}, 'POST')).status).toBe(403)
  })

  it('leaves public pages alone', async () => {
    const response = await get('/en/products')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBeNull()
  })
})
