import { createContext, useContext } from 'react'
import type { useFormPage } from './use-form-page.ts'

export type FormPage = ReturnType<typeof useFormPage>

/** The form page (useFormPage) for the fields drawn inside its frame: each finds its answer, errors and focus there. */
export const FormPageContext = createContext<FormPage | null>(null)

export function useFormPageContext(): FormPage {
  const page = useContext(FormPageContext)
  if (!page) throw new Error('A form field outside a form page')
  return page
}
