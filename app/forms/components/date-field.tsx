import { lazy, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react'
import { useHydrated } from '../../lib/runtime/use-hydrated.ts'
import { dateTimeFormat, formatDateInWords } from '../../i18n/format-date.ts'
import { locales } from '../../i18n/locales.ts'
import type { Lang } from '../../routing/route-table.ts'
import { datePartName, dateParts, monthNumbers, partInError, partsOf, readDate, type DateAnswer, type DatePart } from '../domain/dates.ts'
import type { ErrorKey } from '../domain/error-message.ts'
import { OptionalPart } from '../../components/optional-part.tsx'
import { describedBy, fieldClass, FieldError, FieldHint, firstErrorKey, Requirement, type FieldMeta } from './field-shell.tsx'
import { useFormText } from './form-text.tsx'
import { loadsOptionally } from '../../lib/chunk-reload/optional-chunks.ts'

const DateCalendar = lazy(() => import('./date-calendar.tsx'))
// Without its code (a tab open across a deploy) the field does without the calendar, in place: no reload.
loadsOptionally('date-calendar')

/** Shown in the dialog's place when the calendar cannot be shown: hands the field back to typing at once. */
function BackToTyping({ onShown }: { onShown: () => void }) {
  const shown = useEffectEvent(onShown)
  useEffect(() => shown(), [])
  return null
}

/** The months by name in the page's language, for the month's list (January… / janvier…). */
const monthNames = (lang: Lang) =>
  monthNumbers.map((month) => ({
    value: month,
    label: dateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }, locales[lang].dates.inWordsLocale).format(
      new Date(Date.UTC(2026, Number(month) - 1, 1)),
    ),
  }))

type Props = {
  meta: FieldMeta
  /** The parts as the server sent the form back. */
  initial: DateAnswer
  label: string
  hint: ReactNode
  optional?: boolean
  /** The day cannot be after today (when a reaction started). */
  past?: boolean
}

/**
 * A date in three parts, in the GOV.UK pattern: a fieldset whose legend is the question, the day and the year
 * typed as digits, the month chosen by its name, so that no order of digits can be read two ways. It works
 * without JavaScript (the server reads the parts with the same schema); once the page runs, a button opens a
 * calendar in a modal dialog whose day fills the three parts, and beside them the date as understood, in words.
 * An error says which part to fix and marks that part (the whole date when it does not exist or is to come). When
 * the calendar's code cannot load, the dialog closes, the button goes, and the focus goes to the day.
 */
export function DateField({ meta, initial, label, hint, optional, past }: Props) {
  const { t, lang } = useFormText()
  const [answer, setAnswer] = useState<DateAnswer>(initial)
  const read = readDate(answer)
  const understood = 'iso' in read ? read.iso : undefined
  // False in the server's HTML and while hydrating, true after: no calendar button that cannot work.
  const interactive = useHydrated()
  const [open, setOpen] = useState(false)
  const [calendarFailed, setCalendarFailed] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (open) dialog.current?.showModal()
  }, [open])

  const error = firstErrorKey(meta) as ErrorKey | undefined
  const errorPart = error ? partInError[error] : undefined
  // The part to fix first has the field's id (the day when the whole date is wrong): the error summary's link
  // goes to it.
  const idOf = (part: DatePart) => (part === (errorPart ?? 'day') ? meta.id : `${meta.id}-${part}`)
  const control = (part: DatePart) => document.getElementById(idOf(part)) as HTMLInputElement | HTMLSelectElement | null
  const close = () => {
    dialog.current?.close()
    setOpen(false)
    control('day')?.focus()
  }
  const backToTyping = () => {
    setCalendarFailed(true)
    close()
  }
  const pick = (isoDay: string) => {
    const parts = partsOf(isoDay)
    for (const part of dateParts) {
      const element = control(part)
      if (!element) continue
      // Set as typing would, so that the form's validation sees the change.
      const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, parts[part])
      element.dispatchEvent(new Event('input', { bubbles: true }))
      element.dispatchEvent(new Event('change', { bubbles: true }))
    }
    close()
  }

  const invalid = (part: DatePart) => (error && (!errorPart || errorPart === part) ? true : undefined)
  const partProps = (part: DatePart) => ({
    id: idOf(part),
    name: datePartName(meta.name, part),
    defaultValue: initial[part] ?? '',
    'aria-invalid': invalid(part),
  })

  /** The day or the year: digits, as many as it holds. */
  const digits = (part: 'day' | 'year', maxLength: number) => (
    <div className="date-field__part">
      <label htmlFor={idOf(part)}>{t(`form.date.${part}`)}</label>
      <input
        {...partProps(part)}
        type="text"
        className={`field__input date-field__${part}`}
        inputMode="numeric"
        maxLength={maxLength}
        autoComplete="off"
      />
    </div>
  )

  return (
    <fieldset
      className={fieldClass(meta, 'field--group date-field')}
      aria-describedby={describedBy(meta, hint)}
      // A select sends `input` too when its choice changes.
      onInput={(event) => {
        const target = event.target as HTMLInputElement | HTMLSelectElement
        const part = dateParts.find((name) => target.id === idOf(name))
        if (part) setAnswer((previous) => ({ ...previous, [part]: target.value }))
      }}
    >
      <legend className="field__label">
        {label}
        <Requirement optional={optional} />
      </legend>
      <FieldHint meta={meta} hint={hint} />
      <FieldError meta={meta} />
      <div className="date-field__parts" key={meta.key}>
        {digits('day', 2)}
        <div className="date-field__part">
          <label htmlFor={idOf('month')}>{t('form.date.month')}</label>
          <select {...partProps('month')} className="field__input field__input--select date-field__month">
            <option value="">{t('form.date.monthPlaceholder')}</option>
            {monthNames(lang).map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </select>
        </div>
        {digits('year', 4)}
      </div>
      {interactive && !calendarFailed && (
        <button type="button" className="date-field__open" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('form.calendar.open')}
          <span className="visually-hidden"> ({label})</span>
        </button>
      )}
      <p className="field__hint date-field__words" role="status" data-testid={`${meta.name}-in-words`}>
        {understood ? t('form.date.understood', { date: formatDateInWords(understood, lang) }) : null}
      </p>
      {calendarFailed && (
        <p className="field__hint" role="status" data-testid={`${meta.name}-calendar-unavailable`}>
          {t('form.calendar.unavailable')}
        </p>
      )}
      {open && (
        <dialog ref={dialog} className="date-field__dialog" aria-label={label} onClose={() => setOpen(false)}>
          <OptionalPart name="The calendar" loading={<p>{t('loading')}</p>} fallback={<BackToTyping onShown={backToTyping} />}>
            <DateCalendar lang={lang} label={label} value={understood} past={past} onPick={pick} />
          </OptionalPart>
          <button type="button" className="date-field__close" onClick={close}>
            {t('form.calendar.close')}
          </button>
        </dialog>
      )}
    </fieldset>
  )
}
