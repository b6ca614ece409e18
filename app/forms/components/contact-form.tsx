import type { FormActionData } from '../action-data.ts'
import { DescribedForm } from './described-form.tsx'

/** The contact form, as fields.ts describes it. */
export function ContactForm({ actionData }: { actionData: FormActionData | undefined }) {
  return <DescribedForm kind="contact" actionData={actionData} />
}
