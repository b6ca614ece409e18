import { lazy, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { formatDateInWords } from '../../i18n/format-date.ts'
import { formatDateInput, parseDateInput } from '../domain/dates.ts'
import { OptionalPart } from '../../components/optional-part.tsx'
import { TextField } from './text-field.tsx'
import type { FieldMeta } from './field-shell.tsx'
import { useFormText } from './form-text.tsx'

const DateCalendar = lazy(() => import('./date-calendar.tsx'))
const subscribeToNothing = () => () => {}

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
 * server's answer to a post, so 03/04/26 cannot be read two ways.
 */
export function DateField({ meta, label, hint, optional, autoFocus, past }: Props) {
  const { t, lang } = useFormText()
  const [typed, setTyped] = useState(meta.defaultValue ?? '')
  const understood = parseDateInput(typed, lang)
  // False in the server's HTML and while hydrating, true after: no calendar button that cannot work.
  const interactive = useSyncExternalStore(subscribeToNothing, () => true, () => false)
  const [open, setOpen] = useState(false)
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
    <div className="date-field" onInput={(event) => (event.target as HTMLElement).id === meta.id && setTyped((event.target as HTMLInputElement).value)}>
      <TextField meta={meta} label={label} hint={hint} inputMode="numeric" maxLength={12} optional={optional} autoComplete="off" autoFocus={autoFocus} />
      {interactive && (
        <button type="button" className="date-field__open" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('form.calendar.open')}
          <span className="visually-hidden"> ({label})</span>
        </button>
      )}
      <p className="field__hint date-field__words" role="status" data-testid={`${meta.name}-in-words`}>
        {understood ? t('form.date.understood', { date: formatDateInWords(understood, lang) }) : null}
      </p>
      {open && (
        <dialog ref={dialog} className="date-field__dialog" aria-label={label} onClose={() => setOpen(false)}>
          <OptionalPart name="The calendar" loading={<p>{t('loading')}</p>} fallback={<p>{t('form.calendar.unavailable')}</p>}>
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
