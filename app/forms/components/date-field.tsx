import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { formatDateInput, parseDateInput } from '../dates.ts'
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
 * day is written into the field in that same format.
 */
export function DateField({ meta, label, hint, optional, autoFocus, past }: Props) {
  const { t, lang } = useFormText()
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
    <div className="date-field">
      <TextField meta={meta} label={label} hint={hint} inputMode="numeric" maxLength={12} optional={optional} autoComplete="off" autoFocus={autoFocus} />
      {interactive && (
        <button type="button" className="date-field__open" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('form.calendar.open')}
          <span className="visually-hidden"> ({label})</span>
        </button>
      )}
      {open && (
        <dialog ref={dialog} className="date-field__dialog" aria-label={label} onClose={() => setOpen(false)}>
          <Suspense fallback={<p>{t('loading')}</p>}>
            <DateCalendar lang={lang} label={label} value={current()} past={past} onPick={pick} />
          </Suspense>
          <button type="button" className="date-field__close" onClick={close}>
            {t('form.calendar.close')}
          </button>
        </dialog>
      )}
    </div>
  )
}
