import { createContext, useContext } from 'react'
import type { FormTranslate } from '../domain/messages/index.ts'
import type { Lang } from '../../routing/route-table.ts'
import { translateError } from '../domain/error-message.ts'
import type { FormKind } from '../domain/form-kinds.ts'

/** The form, the page’s language, and the values hints and error messages may quote (phone number, a date). */
export type FormText = { kind: FormKind; t: FormTranslate; lang: Lang; values: Record<string, string> }

const FormTextContext = createContext<FormText | null>(null)
export const FormTextProvider = FormTextContext.Provider

export function useFormText(): FormText & { error: (message: string, name?: string) => string } {
  const text = useContext(FormTextContext)
  if (!text) throw new Error('useFormText outside a form')
  return { ...text, error: (message, name) => translateError(text.t, message, text.values, name) }
}
