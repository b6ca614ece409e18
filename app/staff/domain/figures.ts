import { addDays, isBusinessDay, type IsoDate } from '../../calendar/business-days.ts'
import { formKinds, type FormKind } from '../../forms/domain/form-kinds.ts'
import { languages, type Lang } from '../../routing/route-table.ts'

/**
 * The team's figures for a month of cases, per language: what came in (by form and by flag), how long triage and
 * the answer took in business days (median and 90th percentile), the share within target, and the adverse events
 * transferred to the safety system within the 15 days. Computed from each case's history: the first time it left
 * New, was Answered, was Transferred; never from a status as it stands now.
 */

/** Triage is due one business day after day 0 (app/staff/domain/clock.ts). */
export const TRIAGE_TARGET_BUSINESS_DAYS = 1
/** A transfer to the safety system is due within 15 calendar days of day 0, as Health Canada counts them. */
export const TRANSFER_TARGET_DAYS = 15

/** One case as the figures read it: its company days. */
export type FigureCase = {
  form: string
  lang: string
  adverseEvent: boolean
  serious: boolean
  qualityProblem: boolean
  suspectedSpam: boolean
  dayZero: IsoDate
  triagedOn: IsoDate | null
  answeredOn: IsoDate | null
  transferredOn: IsoDate | null
}

export type Durations = { count: number; median: number | null; p90: number | null; withinTarget: number | null }

export type Figures = {
  lang: Lang | 'all'
  cases: number
  byForm: Record<FormKind, number>
  flags: { adverseEvent: number; serious: number; qualityProblem: number; suspectedSpam: number }
  triage: Durations
  answer: Durations
  /** Adverse events received in the month, and those transferred within the 15 days. */
  transfers: { adverseEvents: number; withinTarget: number }
}

/** Business days after `from` up to and including `to`: the same day is 0, the next working day 1. */
export function businessDaysBetween(from: IsoDate, to: IsoDate): number {
  let count = 0
  for (let day = from; day < to;) {
    day = addDays(day, 1)
    if (isBusinessDay(day)) count++
  }
  return count
}

/** The nearest-rank percentile of sorted values: the value at or below which `p` of them fall. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!
}

function durations(values: number[], target: number): Durations {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    count: sorted.length,
    median: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    withinTarget: sorted.length ? sorted.filter((v) => v <= target).length / sorted.length : null,
  }
}

/** Counts of everything that came in; times of the cases that were not spam. */
function figuresOf(lang: Figures['lang'], cases: readonly FigureCase[], answerTarget: number): Figures {
  const byForm = Object.fromEntries(formKinds.map((form) => [form, cases.filter((c) => c.form === form).length])) as Record<
    FormKind,
    number
  >
  const count = (flag: keyof Figures['flags']) => cases.filter((c) => c[flag]).length
  const real = cases.filter((c) => !c.suspectedSpam)
  const adverse = real.filter((c) => c.adverseEvent)
  return {
    lang,
    cases: cases.length,
    byForm,
    flags: {
      adverseEvent: count('adverseEvent'),
      serious: count('serious'),
      qualityProblem: count('qualityProblem'),
      suspectedSpam: count('suspectedSpam'),
    },
    triage: durations(
      real.flatMap((c) => (c.triagedOn ? [businessDaysBetween(c.dayZero, c.triagedOn)] : [])),
      TRIAGE_TARGET_BUSINESS_DAYS,
    ),
    answer: durations(
      real.flatMap((c) => (c.answeredOn ? [businessDaysBetween(c.dayZero, c.answeredOn)] : [])),
      answerTarget,
    ),
    transfers: {
      adverseEvents: adverse.length,
      withinTarget: adverse.filter((c) => c.transferredOn !== null && c.transferredOn <= addDays(c.dayZero, TRANSFER_TARGET_DAYS)).length,
    },
  }
}

/** The month's figures for each language, then for both together. */
export const teamFigures = (cases: readonly FigureCase[], answerTarget: number): Figures[] => [
  ...languages.map((lang) =>
    figuresOf(
      lang,
      cases.filter((c) => c.lang === lang),
      answerTarget,
    ),
  ),
  figuresOf('all', cases, answerTarget),
]
