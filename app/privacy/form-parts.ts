import { z } from 'zod'
import type { IsoDate } from '../calendar/business-days.ts'
import type { PrivacyMessages } from './messages/en.ts'

/**
 * The parts the privacy forms' schemas are made of (the request register's, the incident register's). Each error
 * is a key of the privacy catalogue, said in the page's language by the form (form-errors.ts): the server checks,
 * never a browser tooltip.
 */
export type PrivacyErrorKey = Extract<keyof PrivacyMessages, `staff.${'privacy' | 'incidents'}.error.${string}`>
export const keyed = (key: PrivacyErrorKey) => ({ error: key })

/** An empty or blank answer is none. */
export const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** A text typed by the officer: trimmed, at most `max` characters, never empty. */
export const requiredText = (max: number, missing: PrivacyErrorKey) =>
  z.string(keyed(missing)).trim().min(1, keyed(missing)).max(max, keyed('staff.privacy.error.tooLong'))
export const optionalText = (max: number) =>
  z.preprocess(blank, z.string().trim().max(max, keyed('staff.privacy.error.tooLong')).optional())

/** What a refinement may compare: a day that passed the date check (the checks after it run whatever it said). */
const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** A day as a date input sends it, `YYYY-MM-DD`, not after today. */
export const day = (missing: PrivacyErrorKey, today: IsoDate) =>
  z
    .string(keyed(missing))
    .trim()
    .min(1, keyed(missing))
    .pipe(z.iso.date(keyed('staff.privacy.error.date')))
    .refine((value) => !isoDay.test(value) || value <= today, keyed('staff.privacy.error.future'))
export const optionalDay = (today: IsoDate) => z.preprocess(blank, day('staff.privacy.error.date', today).optional())
