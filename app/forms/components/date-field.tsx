import { lazy, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { formatDateInWords } from '../../i18n/format-date.ts'
import { formatDateInput, parseDateInput } from '../domain/dates.ts'
import { OptionalPart } from '../../components/optional-part.tsx'
import { TextField } from './text-field.tsx'
import type { FieldMeta } from './field-shell.tsx'
import { useFormText } from './form-text.tsx'
import { loadsOptionally } from '../../lib/chunk-reload/optional-chunks.ts'

const DateCalendar = lazy(() => import('./date-calendar.tsx'))
// Without its code (a tab open across a deploy) the field does without the calendar, in place: no reload.
loadsOptionally('date-calendar')
const subscribeToNothing = () => () => {}

/** Shown in the dialog's place when the calendar cannot be shown: hands the field back to typing at once. */
function BackToTyping({ onShown }: { onShown: () => void }) {
  const shown = useEffectEvent(onShown)
  useEffect(() => shown(), [])
  return null
}
type Props = {
  meta: FieldMeta & { defaultValue?: string }
  label: string
  hint: ReactNode
  optional?: boolean
  autoFocus?: boolean
  /** The day cannot be after today (when a reaction started). */
  past?: boolean
}

/**
 * A date typed in the page's format (it works without JavaScript), and, once
 * the page runs, a button that opens a calendar in a modal dialog; a picked
 * day is written into the field in that same format. Beside it, the date as
 * understood, in words ("4 March 2026"): as the visitor types, and in the
 * server's answer to a post, so 03/04/26 cannot be read two ways. When the
 * calendar's code cannot load, the dialog closes, the button goes, and the
 * field says to type the date, with the focus in it.
 */
export function DateField({ meta, label, hint, optional, autoFocus, past }: Props) {
  const { t, lang } = useFormText()
  const [typed, setTyped] = useState(meta.defaultValue ?? '')
  const understood = parseDateInput(typed, lang)
  // False in the server's HTML and while hydrating, true after: no calendar button that cannot work.
  const interactive = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  const [open, setOpen] = useState(false)
  const [calendarFailed, setCalendarFailed] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (open) dialog.current?.showModal()
  }, [open])

  const input = () => document.getElementById(meta.id) as HTMLInputElement | null
  const close = () => {
    dialog.current?.close()
    setOpen(false)
    input()?.focus()
  }
  const backToTyping = () => {
    setCalendarFailed(true)
    close()
  }
  const pick = (isoDay: string) => {
    const field = input()
    if (field) {
      // Set as typing would, so that the form's validation sees the change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, formatDateInput(isoDay, lang))
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
    close()
  }
  const current = () => parseDateInput(input()?.value ?? '', lang)

  return (
    <div
      className="date-field"
      onInput={(event) => (event.target as HTMLElement).id === meta.id && setTyped((event.target as HTMLInputElement).value)}
    >
      <TextField
        meta={meta}
        label={label}
        hint={hint}
        inputMode="numeric"
        maxLength={12}
        optional={optional}
        autoComplete="off"
        autoFocus={autoFocus}
      />
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
            <DateCalendar lang={lang} label={label} value={current()} past={past} onPick={pick} />
          </OptionalPart>
          <button type="button" className="date-field__close" onClick={close}>
            {t('form.calendar.close')}
          </button>
        </dialog>
      )}
    </div>
  )
}
