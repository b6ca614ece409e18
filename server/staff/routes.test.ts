import net from 'node:net'
import express from 'express'
import { describe, expect, it, onTestFinished } from 'vitest'
import { listen } from '../../tests/support/test-server.ts'
import { openTestDatabase } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { staffSignIns } from '../db/schema.ts'
import { formRateLimit } from '../forms/rate-limit.ts'
import { silentLog } from '../logger.ts'
import { STAFF_ABSOLUTE_TIMEOUT_MS, STAFF_IDLE_TIMEOUT_MS, STAFF_MAX_POST_BYTES, type StaffConfig } from './config.ts'
import type { Oidc } from './oidc.ts'
import { signInLimited, staffRouter } from './routes.ts'
import { createSessionStore } from './sessions.ts'

/**
 * The staff router's doors before any page: the sign-in counted per address (a start refused writes no row), and
 * a staff post larger than any staff form refused from its declared length, before its body is read.
 */
const config: StaffConfig = {
  issuer: new URL('http://127.0.0.1:9'),
  clientId: 'site',
  clientSecret: 'secret',
  rolesClaim: 'roles',
  redirectUri: 'http://localhost:9/staff/callback',
  siteUrl: 'http://localhost:9',
  secureCookies: false,
  timeZone: 'America/Toronto',
  idleTimeoutMs: STAFF_IDLE_TIMEOUT_MS,
  absoluteTimeoutMs: STAFF_ABSOLUTE_TIMEOUT_MS,
  signInLimit: { limit: 5, windowMs: 60_000 },
}

/** The provider is never called past the authorization URL here. */
const oidc = {
  authorizationUrl: async () => ({ url: new URL('http://127.0.0.1:9/auth'), state: 's', codeVerifier: 'v', nonce: 'n' }),
} as unknown as Oidc

async function server() {
  const { db } = await openTestDatabase(testBackends[0]!)
  const sessions = createSessionStore(db, config)
  const limiter = formRateLimit({ ...config.signInLimit, prefix: 'test:', onLimited: signInLimited })
  const app = express()
  app.use('/staff', staffRouter({ config, oidc, sessions, signInLimit: limiter.middleware, log: silentLog }))
  const running = await listen(app)
  onTestFinished(() => running.close())
  return { db, url: running.url }
}

describe('the staff router', () => {
  it('answers sign-in starts past the limit with 429, and writes no row for them', async () => {
    const { db, url } = await server()
    const statuses = []
    for (let i = 0; i < 8; i += 1) statuses.push((await fetch(`${url}/staff/sign-in`, { redirect: 'manual' })).status)
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429, 429])
    expect(await db.select().from(staffSignIns)).toHaveLength(5)
    // The callback is counted with them: no code can be tried by the thousand either.
    const callback = await fetch(`${url}/staff/callback?code=x&state=y`, { redirect: 'manual' })
    expect(callback.status).toBe(429)
    expect(await callback.text()).toContain('Trop de tentatives')
  })

  it('answers a 1 MB staff post with 413 before its body is sent, and closes the connection', async () => {
    const { url } = await server()
    const { hostname, port } = new URL(url)
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => {
        // The headers only, and a first line of the body: the rest never goes.
        socket.write(
          `POST /staff/en/privacy HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
            `Content-Length: ${1024 * 1024}\r\n\r\ncsrf=x&`,
        )
      })
      let text = ''
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
      setTimeout(() => reject(new Error(`no answer: ${text}`)), 5_000).unref()
    })
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toMatch(/connection: close/i)
    expect(STAFF_MAX_POST_BYTES).toBeLessThan(1024 * 1024)
  })
})
