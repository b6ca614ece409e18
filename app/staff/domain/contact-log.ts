import type { IsoDate } from '../../calendar/business-days.ts'
import { day } from './audit-filters.ts'

/**
 * A call or other contact with the person, logged on the case: when it happened (a company day), which way (they
 * reached us, or we them), how, and what was said in the team's words. Kept in the case's history, never in the
 * audit log, which says only that one was logged.
 */
export const contactDirections = ['incoming', 'outgoing'] as const
export type ContactDirection = (typeof contactDirections)[number]
export const contactChannels = ['phone', 'email', 'letter', 'in-person'] as const
export type ContactChannel = (typeof contactChannels)[number]

export const MAX_SUMMARY = 4_000

export type ContactLog = { on: IsoDate; direction: ContactDirection; channel: ContactChannel; summary: string }
export type ContactLogError = 'bad-contact-day' | 'future-contact-day' | 'direction-required' | 'channel-required' | 'empty-summary'

const isDirection = (value: unknown): value is ContactDirection => (contactDirections as readonly unknown[]).includes(value)
const isChannel = (value: unknown): value is ContactChannel => (contactChannels as readonly unknown[]).includes(value)

/** The contact as typed, checked against today: every mistake at once, by field, or the contact to log. */
export function readContactLog(
  typed: { on: string; direction: string; channel: string; summary: string },
  today: IsoDate,
): { ok: true; contact: ContactLog } | { ok: false; errors: ContactLogError[] } {
  const errors: ContactLogError[] = []
  const on = day(typed.on.trim())
  if (!on) errors.push('bad-contact-day')
  else if (on > today) errors.push('future-contact-day')
  if (!isDirection(typed.direction)) errors.push('direction-required')
  if (!isChannel(typed.channel)) errors.push('channel-required')
  const summary = typed.summary.trim().slice(0, MAX_SUMMARY)
  if (!summary) errors.push('empty-summary')
  if (errors.length) return { ok: false, errors }
  return {
    ok: true,
    contact: { on: on!, direction: typed.direction as ContactDirection, channel: typed.channel as ContactChannel, summary },
  }
}
