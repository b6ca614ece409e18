import { describe, expect, it } from 'vitest'
import type { StaffUser } from '../../app/staff/domain/services.ts'
import { databaseForDescribe } from '../../tests/support/test-database-handle.ts'
import { testBackends } from '../../tests/support/test-databases.ts'
import { staffSessions } from '../db/schema.ts'
import { STAFF_ABSOLUTE_TIMEOUT_MS, STAFF_IDLE_TIMEOUT_MS } from './config.ts'
import { cookieHeader, hashId, readCookie, sameToken } from './cookies.ts'
import { createSessionStore } from './sessions.ts'

const marie: StaffUser = { subject: 'marie', name: 'Marie Tremblay', email: 'marie@example.com', roles: ['medical-information'] }
const times = { idleTimeoutMs: STAFF_IDLE_TIMEOUT_MS, absoluteTimeoutMs: STAFF_ABSOLUTE_TIMEOUT_MS }
const minutes = (n: number) => n * 60_000

describe.each(testBackends)('staff sessions on $name', (backend) => {
  const database = databaseForDescribe(backend)
  async function store() {
    const { db } = await database.fresh()
    let clock = new Date('2026-11-25T14:00:00Z').getTime()
    const sessions = createSessionStore(db, times, () => new Date(clock))
    return { db, sessions, advance: (ms: number) => (clock += ms) }
  }

  it('keeps only the hash of the id, and finds the session by the id', async () => {
    const { db, sessions } = await store()
    const { id, session } = await sessions.create(marie)
    const rows = await db.select().from(staffSessions)
    expect(rows.map((r) => r.idHash)).toEqual([hashId(id)])
    expect(JSON.stringify(rows)).not.toContain(id)
    expect(await sessions.find(id)).toEqual(session)
    expect(await sessions.find(`${id}x`)).toBeNull()
  })

  it('ends a session idle for 30 minutes', async () => {
    const { sessions, advance } = await store()
    const { id } = await sessions.create(marie)
    advance(minutes(29))
    expect(await sessions.find(id)).not.toBeNull()
    advance(minutes(29)) // active 29 minutes ago: still alive
    expect(await sessions.find(id)).not.toBeNull()
    advance(minutes(31))
    expect(await sessions.find(id)).toBeNull()
  })

  it('ends any session 12 hours after sign-in, however active', async () => {
    const { sessions, advance } = await store()
    const { id } = await sessions.create(marie)
    for (let elapsed = 0; elapsed < minutes(12 * 60 - 20); elapsed += minutes(20)) {
      advance(minutes(20))
      expect(await sessions.find(id)).not.toBeNull()
    }
    advance(minutes(25))
    expect(await sessions.find(id)).toBeNull()
  })

  it('signs out one device, or everywhere', async () => {
    const { sessions } = await store()
    const a = await sessions.create(marie)
    const b = await sessions.create(marie)
    const other = await sessions.create({ ...marie, subject: 'sam', name: 'Sam' })
    await sessions.signOut(a.id, marie, { everywhere: false })
    expect(await sessions.find(a.id)).toBeNull()
    expect(await sessions.find(b.id)).not.toBeNull()
    await sessions.signOut(b.id, marie, { everywhere: true })
    expect(await sessions.find(b.id)).toBeNull()
    expect(await sessions.find(other.id)).not.toBeNull()
  })

  it('gives a sign-in under way back once, and not after 10 minutes', async () => {
    const { sessions, advance } = await store()
    const flow = { state: 's', codeVerifier: 'v', nonce: 'n', returnTo: '/staff/en/cases' }
    const id = await sessions.startSignIn(flow)
    expect(await sessions.takeSignIn(id)).toMatchObject(flow)
    expect(await sessions.takeSignIn(id)).toBeNull()
    const late = await sessions.startSignIn(flow)
    advance(minutes(11))
    expect(await sessions.takeSignIn(late)).toBeNull()
  })
})

describe('staff cookies', () => {
  it('reads only values of the right shape', () => {
    const value = 'a'.repeat(43)
    expect(readCookie(`x=1; nordora_staff_session=${value}`, 'nordora_staff_session')).toBe(value)
    expect(readCookie('nordora_staff_session=<script>', 'nordora_staff_session')).toBeUndefined()
    expect(readCookie(undefined, 'nordora_staff_session')).toBeUndefined()
  })

  it('are HttpOnly, SameSite=Lax, for /staff only, and Secure on an https site', () => {
    expect(cookieHeader('n', 'v', { secure: true })).toBe('n=v; Path=/staff; HttpOnly; SameSite=Lax; Secure')
    expect(cookieHeader('n', 'v', { secure: false, maxAgeSeconds: 0 })).toBe('n=v; Path=/staff; HttpOnly; SameSite=Lax; Max-Age=0')
  })

  it('compares tokens whole', () => {
    expect(sameToken('abc', 'abc')).toBe(true)
    expect(sameToken('abd', 'abc')).toBe(false)
    expect(sameToken('ab', 'abc')).toBe(false)
    expect(sameToken(undefined, 'abc')).toBe(false)
  })
})
