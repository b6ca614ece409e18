import type { Lang } from '../../routing/route-table.ts'
import { contactSchema } from './contact-schema.ts'
import type { FormKind } from './form-kinds.ts'
import { medicalInformationSchema } from './medical-information-schema.ts'
import { sideEffectSchema } from './side-effect-schema.ts'

/** The schema of a form for a page language (dates are read in the page's order). */
export function formSchema(kind: FormKind, lang: Lang) {
  if (kind === 'contact') return contactSchema
  return kind === 'side-effect' ? sideEffectSchema(lang) : medicalInformationSchema(lang)
}
