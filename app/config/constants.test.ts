import { describe, expect, it } from 'vitest'
import {
  BUILD_CHECK_IDLE_DELAY_MS,
  CALENDAR_FIRST_DAY,
  DATE_FORMAT,
  HTTP_RETRY_STATUSES,
  HTTP_WRITE_METHODS,
  MAX_PENDING_ROUTE_PRELOADS,
  RELOAD_GUARD_MS,
  ROUTE_RESOLUTION_DELAY_MS,
} from './constants.ts'

describe('spec constants', () => {
  it('hold the spec’s numbers', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    expect(MAX_PENDING_ROUTE_PRELOADS).toBe(4)
    expect(BUILD_CHECK_IDLE_DELAY_MS).toBe(1_000)
    expect(ROUTE_RESOLUTION_DELAY_MS).toBe(100)
    expect(HTTP_RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
    expect(HTTP_WRITE_METHODS).toEqual(['PATCH', 'POST', 'PUT', 'DELETE'])
    expect(DATE_FORMAT).toBe('mm/dd/yy')
    expect(CALENDAR_FIRST_DAY).toBe('sun')
  })
})
