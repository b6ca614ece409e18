import type { IsoDate } from '../../calendar/business-days.ts'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/** The month the figures page shows: the one asked for (`?month=2026-11`), else today's; an impossible one is an error. */
export function readFiguresMonth(params: URLSearchParams, today: IsoDate): { month: string; typed: string; error: boolean } {
  const typed = (params.get('month') ?? '').trim().slice(0, 20)
  if (!typed) return { month: today.slice(0, 7), typed: today.slice(0, 7), error: false }
  return MONTH.test(typed) ? { month: typed, typed, error: false } : { month: today.slice(0, 7), typed, error: true }
}
