import { useEffect, useRef } from 'react'
import { useFormText } from './form-text.tsx'
import { namesItsQuestion } from '../domain/error-message.ts'
import { useHydrated } from '../../lib/runtime/use-hydrated.ts'
import { useTitleStart } from '../../lib/runtime/use-title-start.ts'
import { titleStart } from '../domain/page-title.ts'

/**
 * Why the form came back without field errors: too many posts, the database
 * down, a post from another site… It takes the focus so that it is heard.
 */
export function FormNotice({ messages }: { messages: string[] | undefined }) {
  const { error } = useFormText()
  const ref = useRef<HTMLDivElement>(null)
  const text = messages?.[0] ? error(messages[0]) : undefined
  useEffect(() => {
    if (text) ref.current?.focus()
  }, [text])
  if (!text) return null
  // autoFocus covers pages rendered without JavaScript.
  return (
    <div ref={ref} className="form-notice" role="alert" tabIndex={-1} autoFocus>
      <p>{text}</p>
    </div>
  )
}

/**
 * After a send with mistakes: every error in page order, each a link to its field. It takes the focus, as in
 * GOV.UK's and Canada.ca's pattern, so that a screen reader first hears how many answers need fixing and which,
 * and the title starts "Error: " while it shows. Without JavaScript `autoFocus` and the page's title (meta) do the
 * same; with it, each refused send, in the browser or by the server, brings the focus back here (`useSummaryFocus`),
 * after Conform has focused the first field. Not as the visitor corrects answers while it shows.
 */
export function ErrorSummary({
  errors,
  focus,
}: {
  errors: { id: string; name: string; label: string; message: string }[]
  focus: SummaryFocus
}) {
  const { kind, t, error } = useFormText()
  const ref = useRef<HTMLDivElement>(null)
  const shown = errors.length > 0
  const hydrated = useHydrated()
  // After every commit: the summary shows in a later one than the server's answer that fills it.
  useEffect(() => {
    if (shown && focus.take()) ref.current?.focus()
  })
  useTitleStart(shown ? titleStart(t, 'returned', kind) : undefined)
  if (!shown) return null
  return (
    <div ref={ref} className="error-summary" aria-labelledby="error-summary-title" tabIndex={-1} autoFocus={!hydrated}>
      <h2 id="error-summary-title" className="error-summary__title">
        {t('form.errorSummary.title')}
      </h2>
      <ul>
        {errors.map(({ id, name, label, message }) => (
          <li key={id}>
            {/* A field's own wording names its question ("Enter your first name."); a generic one needs the label. */}
            <a href={`#${id}`}>{namesItsQuestion(message, name) ? error(message, name) : `${label} — ${error(message)}`}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export type SummaryFocus = { refused: () => void; take: () => boolean }

/**
 * Whether the error summary is to take the focus: set by a send refused in the browser (`refused`) or by the server
 * (its answer), taken once the summary shows it (in the same commit for the browser's checks, one later for the
 * server's), and dropped by an answer typed first (the server sent a notice back instead).
 */
export function useSummaryFocus(lastResult: { status?: string } | undefined): SummaryFocus {
  const pending = useRef(false)
  useEffect(() => {
    if (lastResult?.status === 'error') pending.current = true
  }, [lastResult])
  return {
    refused: () => void (pending.current = true),
    take: () => {
      const take = pending.current
      pending.current = false
      return take
    },
  }
}
