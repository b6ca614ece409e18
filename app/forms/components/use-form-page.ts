import { useForm } from '@conform-to/react'
import { useNavigation } from 'react-router'
import { useLang, useT } from '../../i18n/messages.ts'
import type { FormActionData } from '../action-data.ts'
import { dateFormats, formatDateInput } from '../dates.ts'
import { fieldOrders, formPhones, formSchema, type FieldName, type FormKind } from '../form-kinds.ts'
import { parseSubmission } from '../parse-submission.ts'
import type { FormText } from './form-text.tsx'

type Answers = Record<string, string | string[] | undefined>

/**
 * Wires a form page: Conform with the form's schema (errors on blur, then as
 * the visitor types), the server's answer as the last result, the language,
 * and where the focus goes when the form comes back with errors.
 */
export function useFormPage(kind: FormKind, actionData: FormActionData | undefined) {
  const lang = useLang()
  const t = useT()
  const lastResult = actionData?.status === 'returned' ? actionData.result : undefined
  const [form, fields] = useForm<Answers>({
    id: kind,
    lastResult,
    defaultValue: { preferredLanguage: lang },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseSubmission(formData, formSchema(kind, lang)) as never,
  })
  const order = fieldOrders[kind] as readonly FieldName[]
  const errors = order.flatMap((name) => {
    const message = fields[name]?.errors?.[0]
    return message ? [{ name, id: fields[name]!.id, message }] : []
  })
  const submitted = form.status === 'error'
  const text: FormText = {
    t,
    lang,
    values: { phone: formPhones[kind], format: dateFormats[lang].pattern, example: formatDateInput('2026-03-27', lang) },
  }
  const navigation = useNavigation()
  return {
    form,
    field: (name: FieldName) => fields[name]!,
    text,
    /** Errors to list above the form: only after a send, not while the visitor is still filling it in. */
    summary: submitted ? errors : [],
    /** Without JavaScript the first field in error takes the focus through autoFocus. */
    firstInvalid: lastResult?.status === 'error' ? errors[0]?.name : undefined,
    submitting: navigation.state === 'submitting',
  }
}
