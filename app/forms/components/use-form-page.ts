import { useForm } from '@conform-to/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigation } from 'react-router'
import { useLang } from '../../i18n/messages.ts'
import { formTranslator } from '../domain/messages/index.ts'
import type { FormActionData } from '../action-data.ts'
import { formatDateInWords } from '../../i18n/format-date.ts'
import { formatPhone } from '../../content/phone.ts'
import { fieldOrders, type FieldName } from '../domain/fields.ts'
import { formPhones, type FormKind } from '../domain/form-kinds.ts'
import type { formSchema } from '../domain/form-schemas.ts'
import { parseSubmission } from '../domain/parse-submission.ts'
import type { FormText } from './form-text.tsx'
import { useSummaryFocus } from './form-notices.tsx'
import { loadsOptionally } from '../../lib/chunk-reload/optional-chunks.ts'

// The checks in the browser are an optional part: without them the server checks the answers, as it does
// without JavaScript. Their chunk failing must cost neither a reload nor the page.
loadsOptionally('form-schemas')
/** Focuses in the form that may ask for the checks: a passing network fault gets a second chance, no more. */
const schemaAttempts = 2

type Answers = Record<string, string | string[] | undefined>

/**
 * Wires a form page: Conform with the form's schema (errors on blur, then as
 * the visitor types), the server's answer as the last result, the language,
 * and when the error summary takes the focus.
 */
export function useFormPage(kind: FormKind, actionData: FormActionData | undefined) {
  const lang = useLang()
  const t = formTranslator(lang)
  const lastResult = actionData?.status === 'returned' ? actionData.result : undefined
  // The schema (zod) loads when the visitor first enters the form, not with the page; until then a post
  // is checked by the server alone, which answers the same errors.
  const [schema, setSchema] = useState<ReturnType<typeof formSchema>>()
  const attempts = useRef({ made: 0, loading: false })
  const summaryFocus = useSummaryFocus(lastResult)
  const importSchema = useCallback(() => {
    const state = attempts.current
    if (state.loading || state.made >= schemaAttempts) return
    state.made++
    state.loading = true
    import('../domain/form-schemas.ts')
      .then((module) => setSchema(() => module.formSchema(kind, lang)))
      .catch((error: unknown) => console.warn('The form’s checks did not load; the server checks the answers', error))
      .finally(() => (state.loading = false))
  }, [kind, lang])
  const loadSchema = () => {
    if (!schema) importSchema()
  }
  // The page's scripts start after its first paint: a visitor already in the form by then gets the checks at once.
  useEffect(() => {
    if (document.getElementById(kind)?.contains(document.activeElement)) importSchema()
  }, [kind, importSchema])
  const [form, fields] = useForm<Answers>({
    id: kind,
    lastResult,
    defaultValue: { preferredLanguage: lang },
    // Without the schema Conform would post each blur to the server to validate it: wait for it instead.
    shouldValidate: schema ? 'onBlur' : 'onSubmit',
    shouldRevalidate: schema ? 'onInput' : 'onSubmit',
    onValidate: schema ? ({ formData }) => parseSubmission(formData, schema) as never : undefined,
  })
  const order: readonly FieldName[] = fieldOrders[kind]
  const errors = order.flatMap((name) => {
    const message = fields[name]?.errors?.[0]
    return message ? [{ name, id: fields[name]!.id, message }] : []
  })
  const submitted = form.status === 'error'
  const text: FormText = {
    kind,
    t,
    lang,
    values: { phone: formatPhone(formPhones[kind], lang), example: formatDateInWords('2026-03-27', lang) },
  }
  const navigation = useNavigation()
  return {
    form,
    field: (name: FieldName) => fields[name]!,
    /** What a control not described as a field (a date's day, month or year) held when the server sent the form back. */
    initialOf: (name: string): string | undefined => {
      const value = (fields as Record<string, { initialValue?: unknown } | undefined>)[name]?.initialValue
      return typeof value === 'string' ? value : undefined
    },
    text,
    /** Errors to list above the form: only after a send, not while the visitor is still filling it in. */
    summary: submitted ? errors : [],
    summaryFocus,
    submitting: navigation.state === 'submitting',
    loadSchema,
    /** Where answers are checked right now: in the browser once the schema has loaded. */
    validation: schema ? ('browser' as const) : ('server' as const),
  }
}
