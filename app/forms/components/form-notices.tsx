import { useEffect, useRef } from 'react'
import { company } from '../../content/company.ts'
import { fieldLabelKey, type FieldName } from '../domain/fields.ts'
import { useFormText } from './form-text.tsx'

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

/** After a send with mistakes: every error in page order, each a link to its field. */
export function ErrorSummary({ errors }: { errors: { name: FieldName; id: string; message: string }[] }) {
  const { kind, t, error } = useFormText()
  if (errors.length === 0) return null
  return (
    <div className="error-summary" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {t('form.errorSummary.title')}
      </h2>
      <ul>
        {errors.map(({ name, id, message }) => (
          <li key={name}>
            <a href={`#${id}`}>
              {t(fieldLabelKey(kind, name), { company: company.name })} — {error(message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
