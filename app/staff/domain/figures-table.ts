import { formKinds } from '../../forms/domain/form-kinds.ts'
import type { Lang } from '../../routing/route-table.ts'
import { csvCell } from '../csv.ts'
import { staffTranslator, type StaffTranslate } from '../messages/index.ts'
import type { Durations, Figures } from './figures.ts'
import { localeTag } from '../../i18n/locales.ts'

/** One line of the figures: its label, its value as the page shows it, and as the CSV keeps it (plain numbers). */
type Measure = { label: string; shown: (f: Figures) => string; raw: (f: Figures) => string }

const number = (value: number | null) => (value === null ? '' : String(value))

/** The figures' lines, in the page's language: the table's rows and the CSV's columns, so the two always agree. */
export function figureMeasures(lang: Lang, answerTarget: number): Measure[] {
  const t: StaffTranslate = staffTranslator(lang)
  const percent = new Intl.NumberFormat(localeTag(lang), { style: 'percent', maximumFractionDigits: 0 })
  const none = t('staff.figures.none')
  const count = (label: string, value: (f: Figures) => number): Measure => ({
    label,
    shown: (f) => String(value(f)),
    raw: (f) => String(value(f)),
  })
  const time = (label: string, value: (d: Durations) => number | null, of: (f: Figures) => Durations): Measure => ({
    label,
    shown: (f) => number(value(of(f))) || none,
    raw: (f) => number(value(of(f))),
  })
  const share = (label: string, of: (f: Figures) => Durations): Measure => ({
    label,
    shown: (f) => {
      const d = of(f)
      return d.withinTarget === null
        ? none
        : `${percent.format(d.withinTarget)} (${t('staff.figures.ofTotal', { count: Math.round(d.withinTarget * d.count), total: d.count })})`
    },
    raw: (f) => (of(f).withinTarget === null ? '' : of(f).withinTarget!.toFixed(3)),
  })
  /** A clock's lines: its median and 90th percentile in business days, then its share within target. */
  const clock = (which: 'triage' | 'answer', within: string): Measure[] => [
    time(
      t(`staff.figures.${which}Median`),
      (d) => d.median,
      (f) => f[which],
    ),
    time(
      t(`staff.figures.${which}P90`),
      (d) => d.p90,
      (f) => f[which],
    ),
    share(within, (f) => f[which]),
  ]
  return [
    count(t('staff.figures.cases'), (f) => f.cases),
    ...formKinds.map((form) => count(t(`staff.form.${form}`), (f) => f.byForm[form])),
    ...(['adverseEvent', 'serious', 'qualityProblem', 'suspectedSpam'] as const).map((flag) =>
      count(t(`staff.flag.${flag}`), (f) => f.flags[flag]),
    ),
    ...clock('triage', t('staff.figures.triageWithin')),
    ...clock('answer', t('staff.figures.answerWithin', { target: answerTarget })),
    count(t('staff.figures.toTransfer'), (f) => f.transfers.adverseEvents),
    {
      label: t('staff.figures.transfers'),
      shown: (f) => t('staff.figures.ofTotal', { count: f.transfers.withinTarget, total: f.transfers.adverseEvents }),
      raw: (f) => String(f.transfers.withinTarget),
    },
  ]
}

/** The month's figures as CSV: one row per language (then both), the measures as columns, in the page's language. */
export function figuresCsv(month: string, figures: readonly Figures[], lang: Lang, answerTarget: number): string {
  const t = staffTranslator(lang)
  const measures = figureMeasures(lang, answerTarget)
  const langName = (f: Figures) => (f.lang === 'all' ? t('staff.figures.lang.all') : t(`staff.lang.${f.lang}`))
  const rows = [
    [t('staff.figures.month'), t('staff.field.lang'), ...measures.map((m) => m.label)],
    ...figures.map((f) => [month, langName(f), ...measures.map((m) => m.raw(f))]),
  ]
  return rows.map((row) => row.map((cell) => csvCell(cell)).join(',')).join('\r\n') + '\r\n'
}
