import type { Lang } from '../../routing/route-table.ts'
import { describedSchema } from './described-schema.ts'
import type { AnswersOf } from './field-description.ts'
import type { Assert, SameNames, SideEffectField, sideEffectFields } from './fields.ts'

/**
 * A side-effect report's answers. Required: the four minimum elements of a valid report (the reporter's role and
 * name, the suspected product, the reaction), and the page's two "at least one of" fieldsets; every other answer
 * is optional.
 */
export type SideEffectData = AnswersOf<typeof sideEffectFields>

/** The side-effect report's schema; its date is read in the page's language, so there is one per language. */
export const sideEffectSchema = (lang: Lang) => describedSchema('side-effect', lang)

/** Fails to compile unless the schema's answers are exactly the fields that fields.ts describes. */
export type _SideEffectFieldsChecked = Assert<SameNames<SideEffectField, keyof SideEffectData>>
