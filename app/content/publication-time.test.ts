import { afterEach, describe, expect, it } from 'vitest'
import { easternDay, easternDayStart, easternInstant } from './publication-time.ts'
import { isPublished } from './publication.ts'
import { pressFrontMatter } from './schemas.ts'

const timeZone = process.env.TZ
afterEach(() => {
  if (timeZone === undefined) delete process.env.TZ
  else process.env.TZ = timeZone
})

describe('a publication time written as Montréal’s clock reads', () => {
  it('is read in Eastern time, standard or daylight, whatever the time zone of the computer', () => {
    for (const zone of ['UTC', 'Europe/Paris', 'America/Vancouver', 'Asia/Tokyo']) {
      process.env.TZ = zone
      expect(easternInstant('2026-12-01T07:00'), zone).toBe('2026-12-01T07:00:00-05:00')
      expect(easternInstant('2026-07-01T07:00'), zone).toBe('2026-07-01T07:00:00-04:00')
    }
  })

  it('changes offset on the days the clocks change, and never reads a time as earlier than written', () => {
    // Spring, 8 March 2026: at 2:00 EST the clocks go to 3:00 EDT; 2:30 does not exist and is read as 3:30.
    expect(easternInstant('2026-03-08T01:59')).toBe('2026-03-08T01:59:00-05:00')
    expect(easternInstant('2026-03-08T02:30')).toBe('2026-03-08T03:30:00-04:00')
    expect(easternInstant('2026-03-08T03:00')).toBe('2026-03-08T03:00:00-04:00')
    // Autumn, 1 November 2026: at 2:00 EDT the clocks go back to 1:00 EST; 1:30 happens twice and is read as the second.
    expect(easternInstant('2026-11-01T00:59')).toBe('2026-11-01T00:59:00-04:00')
    expect(easternInstant('2026-11-01T01:30')).toBe('2026-11-01T01:30:00-05:00')
    expect(easternInstant('2026-11-01T02:00')).toBe('2026-11-01T02:00:00-05:00')
    // Late in the evening, the Eastern day is still the day written, though it is tomorrow in UTC.
    expect(easternDay(easternInstant('2026-12-01T23:30')!)).toBe('2026-12-01')
  })

  it('is refused when it is no day or hour, or not written as the CMS writes it', () => {
    for (const value of ['2026-02-30T07:00', '2026-12-01T24:00', '2026-12-01 07:00', '2026-12-01T07:00:00', '2026-12-01', '7:00']) {
      expect(easternInstant(value), value).toBeUndefined()
    }
  })
})

describe('a release’s publishAt', () => {
  const release = {
    id: '2026-12-01',
    published: '2026-12-01',
    title: 'A release',
    summary: 'A summary long enough for the schema.',
    archived: false,
    dateModified: '2026-12-01',
  }
  const parse = (publishAt: unknown) => pressFrontMatter.safeParse({ ...release, publishAt })

  it('takes Montréal’s clock, as the CMS writes it, and keeps a time written with its offset', () => {
    expect(parse('2026-12-01T07:00').data?.publishAt).toBe('2026-12-01T07:00:00-05:00')
    expect(parse('2026-12-01T07:00:00-05:00').data?.publishAt).toBe('2026-12-01T07:00:00-05:00')
    expect(parse('2026-12-01T12:00:00Z').data?.publishAt).toBe('2026-12-01T12:00:00Z')
  })

  it('is refused when it has seconds but no offset, or falls on another Eastern day than published', () => {
    expect(parse('2026-12-01T07:00:00').error?.issues[0]?.message).toMatch(/^must be a day and time in Eastern time/)
    expect(parse('2026-12-02T00:30').error?.issues.map((issue) => issue.path.join('.'))).toEqual(['published'])
  })
})

describe('a release’s publication day', () => {
  it('begins at midnight in Montréal, standard or daylight time, whatever the time zone of the computer', () => {
    for (const zone of ['UTC', 'Asia/Tokyo']) {
      process.env.TZ = zone
      expect(easternDayStart('2026-12-01').toISOString(), zone).toBe('2026-12-01T05:00:00.000Z')
      expect(easternDayStart('2026-07-01').toISOString(), zone).toBe('2026-07-01T04:00:00.000Z')
    }
  })

  it('makes a release without a time public from that midnight, and one with a time from its time', () => {
    const dated = { published: '2026-12-01' }
    expect(isPublished(dated, new Date('2026-12-01T04:59:59Z'))).toBe(false)
    expect(isPublished(dated, new Date('2026-12-01T05:00:00Z'))).toBe(true)
    const timed = { published: '2026-12-01', publishAt: '2026-12-01T07:00:00-05:00' }
    expect(isPublished(timed, new Date('2026-12-01T11:59:59Z'))).toBe(false)
    expect(isPublished(timed, new Date('2026-12-01T12:00:00Z'))).toBe(true)
  })
})
