import type { Lang } from '../../routing/route-table.ts'
import { describedSchema } from './described-schema.ts'
import type { AnswersOf } from './field-description.ts'
import type { Assert, MedicalInformationField, medicalInformationFields, SameNames } from './fields.ts'

export type MedicalInformationData = AnswersOf<typeof medicalInformationFields>

/** The medical-information form's schema; dates are read in the page's language, so there is one per language. */
export const medicalInformationSchema = (lang: Lang) => describedSchema('medical-information', lang)

/** Fails to compile unless the schema's answers are exactly the fields that fields.ts describes. */
export type _MedicalInformationFieldsChecked = Assert<SameNames<MedicalInformationField, keyof MedicalInformationData>>
