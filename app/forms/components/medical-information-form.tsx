import type { FormActionData } from '../action-data.ts'
import { DescribedForm } from './described-form.tsx'

/** The medical-information form, as fields.ts describes it. */
export function MedicalInformationForm({ actionData }: { actionData: FormActionData | undefined }) {
  return <DescribedForm kind="medical-information" actionData={actionData} />
}
