import { formCatalogues, type FormMessageKey, type FormTranslate } from './messages/index.ts'

/**
 * Validation errors travel as message keys, resolved in the page's language
 * when shown, so one schema serves both languages and the server never
 * renders a sentence. A limit travels with its key: `form.error.tooLong|5000`.
 */
export type ErrorKey = Extract<FormMessageKey, `form.error.${string}` | `form.notice.${string}`>

export function errorMessage(key: ErrorKey, max?: number): string {
  return max === undefined ? key : `${key}|${max}`
}

const isKey = (value: string): value is ErrorKey => value in formCatalogues.en && /^form\.(error|notice)\./.test(value)

/** The sentence for an error from the schema; anything unexpected reads as a generic "check this answer". */
export function translateError(t: FormTranslate, message: string, values: Record<string, string | number> = {}): string {
  const [key = '', max] = message.split('|')
  const number = max === undefined ? undefined : Number(max)
  const all: Record<string, string | number> = { ...values }
  if (number !== undefined && !Number.isNaN(number)) all.max = new Intl.NumberFormat(t('form.numberLocale')).format(number)
  return t(isKey(key) ? key : 'form.error.invalid', all)
}
