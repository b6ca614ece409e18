import { describe, expect, it } from 'vitest'
import { readStaffPost } from './read-staff-post.server.ts'

/** A post whose body arrives in the chunks given, and says how many of them were read. */
function post(chunks: string[]) {
  let pulled = 0
  // Nothing pulled ahead of the reader: what is pulled is what was read.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks[pulled]
        pulled += 1
        if (next === undefined) controller.close()
        else controller.enqueue(new TextEncoder().encode(next))
      },
    },
    { highWaterMark: 0 },
  )
  const request = new Request('http://localhost/staff/en/privacy', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    duplex: 'half',
  } as RequestInit)
  return { request, pulled: () => pulled }
}

describe('a staff post', () => {
  const token = 'A'.repeat(43)

  it('is read whole and its fields handed over when its token is the session’s', async () => {
    const { request } = post([`csrf=${token}&intent=hold&reference=CT-2026-000001&reason=Inspection+2026`])
    const read = await readStaffPost(request, token)
    expect(read.ok && Object.fromEntries(read.form)).toEqual({
      csrf: token,
      intent: 'hold',
      reference: 'CT-2026-000001',
      reason: 'Inspection 2026',
    })
  })

  it('is refused once its first field is a wrong token, the rest unread', async () => {
    const { request, pulled } = post([`csrf=${'B'.repeat(43)}&`, 'a='.padEnd(60_000, 'x'), 'b='.padEnd(60_000, 'x')])
    expect(await readStaffPost(request, token)).toEqual({ ok: false, status: 403 })
    expect(pulled()).toBe(1)
  })

  it('is refused past the cap without a declared length, and checked whole when the token comes last', async () => {
    const big = post([`csrf=${token}&note=`, ...Array.from({ length: 10 }, () => 'x'.repeat(70_000))])
    expect(await readStaffPost(big.request, token)).toEqual({ ok: false, status: 413 })
    expect(big.pulled()).toBe(3)
    expect(await readStaffPost(post([`intent=hold&csrf=${token}`]).request, token)).toMatchObject({ ok: true })
    expect(await readStaffPost(post([`intent=hold&csrf=x`]).request, token)).toEqual({ ok: false, status: 403 })
    expect(await readStaffPost(post([`intent=hold`]).request, token)).toEqual({ ok: false, status: 403 })
  })
})
