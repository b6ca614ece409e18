import { describe, expect, it } from 'vitest'
import { readContactLog } from './contact-log.ts'

describe('a logged contact', () => {
  it('is read with its day, way, means and summary', () => {
    expect(
      readContactLog(
        { on: '2026-11-27', direction: 'outgoing', channel: 'phone', summary: '  Called back; she will send the lot number. ' },
        '2026-11-27',
      ),
    ).toEqual({
      ok: true,
      contact: { on: '2026-11-27', direction: 'outgoing', channel: 'phone', summary: 'Called back; she will send the lot number.' },
    })
  })

  it('names every mistake at once: no such day, a day to come, no direction, no means, no summary', () => {
    expect(readContactLog({ on: '2026-02-30', direction: '', channel: 'pigeon', summary: ' ' }, '2026-11-27')).toEqual({
      ok: false,
      errors: ['bad-contact-day', 'direction-required', 'channel-required', 'empty-summary'],
    })
    expect(readContactLog({ on: '2026-11-28', direction: 'incoming', channel: 'email', summary: 'x' }, '2026-11-27')).toEqual({
      ok: false,
      errors: ['future-contact-day'],
    })
  })
})
