import type { FormActionData } from '../action-data.ts'
import { DescribedForm } from './described-form.tsx'

/**
 * The side-effect report, as fields.ts describes it: who reports and how to reach them, the patient, the product
 * and the reaction (the minimum for a valid report), then the optional details folded away.
 */
export function SideEffectForm({ actionData }: { actionData: FormActionData | undefined }) {
  return <DescribedForm kind="side-effect" actionData={actionData} />
}
