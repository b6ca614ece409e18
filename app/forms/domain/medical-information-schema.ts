import * as z from 'zod/mini'
import type { Lang } from '../../routing/route-table.ts'
import { errorMessage } from './error-message.ts'
import {
  fieldOf,
  fieldOrders,
  type Assert,
  type FollowUpField,
  type MedicalInformationField,
  type medicalInformationFields,
  type SameNames,
} from './fields.ts'
import { isShown, requiredNow } from './follow-ups.ts'
import { formLimits } from './limits.ts'
import {
  contactMethods,
  medicalRequesterTypes,
  outcomes,
  preferredLanguages,
  products,
  provinces,
  seriousCriteria,
  sexes,
  yesNo,
  yesNoUnknown,
} from './options.ts'
import { checkboxes, choice, day, email, initials, lotNumber, phone, text } from './schema-parts.ts'

/** What each answer must be when it is asked; which are asked is fields.ts's follow-up rules. */
const parts = (lang: Lang) => ({
  requesterType: choice(medicalRequesterTypes),
  profession: text(formLimits.profession),
  firstName: text(formLimits.name),
  lastName: text(formLimits.name),
  email: email(formLimits.email),
  phone: z.optional(phone(formLimits.phone)),
  contactMethod: choice(contactMethods),
  province: choice(provinces),
  product: choice(products),
  productOther: text(formLimits.productName),
  question: text(formLimits.longText, { multiline: true }),
  preferredLanguage: choice(preferredLanguages),
  adverseEvent: choice(yesNo),
  aePatientInitials: z.optional(initials(formLimits.initials)),
  aeAge: text(formLimits.age),
  aeSex: choice(sexes),
  aeStartDate: z.optional(day(lang, { past: true })),
  aeDescription: text(formLimits.longText, { multiline: true }),
  aeSerious: choice(yesNoUnknown),
  aeSeriousCriteria: checkboxes(seriousCriteria),
  aeOutcome: choice(outcomes),
  aeFollowUpConsent: choice(yesNo),
  qualityProblem: choice(yesNo),
  qpLotNumber: lotNumber(formLimits.lotNumber),
  qpExpiryDate: z.optional(day(lang)),
  qpDescription: text(formLimits.longText, { multiline: true }),
})

type Parts = ReturnType<typeof parts>
type FollowUp = FollowUpField<typeof medicalInformationFields>
type Asked = Exclude<MedicalInformationField, FollowUp>

const isFollowUp = (name: MedicalInformationField) => fieldOf('medical-information', name)?.shownWhen !== undefined
const followUps = fieldOrders['medical-information'].filter(isFollowUp) as FollowUp[]
const alwaysAsked = fieldOrders['medical-information'].filter((name) => !isFollowUp(name)) as Asked[]

const pick = <K extends keyof Parts>(all: Parts, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<Parts, K>
const alwaysAskedSchema = (all: Parts) => z.object(pick(all, alwaysAsked))

export type MedicalInformationData = z.output<ReturnType<typeof alwaysAskedSchema>> & { [K in FollowUp]?: z.output<Parts[K]> }

type Issues = { addIssue: (issue: { code: 'custom'; message: string; path: PropertyKey[]; input?: unknown }) => void }

/** A follow-up's answer checked on its own; its issues belong to the field (a checkbox group's to the group). */
function followUpIssues(name: FollowUp, part: z.ZodMiniType, value: unknown, ctx: Issues) {
  const result = part.safeParse(value)
  if (result.success) return
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [name, ...issue.path] })
}

function build(lang: Lang) {
  const all = parts(lang)
  const asked = alwaysAskedSchema(all)
  const checked = z.looseObject(asked.shape).check(
    z.superRefine(
      (answers, ctx) => {
        for (const name of followUps) {
          if (isShown('medical-information', name, answers)) followUpIssues(name, all[name], answers[name], ctx)
        }
        for (const name of fieldOrders['medical-information']) {
          const error = requiredNow('medical-information', name, answers)
          if (error && answers[name] === undefined) ctx.addIssue({ code: 'custom', message: errorMessage(error), path: [name] })
        }
      },
      // Run even when other answers fail, so every error shows at once.
      { when: () => true },
    ),
  )
  return z.pipe(
    checked,
    z.transform((answers) => {
      const kept: Record<string, unknown> = asked.parse(answers)
      for (const name of followUps) {
        if (!isShown('medical-information', name, answers)) continue
        const value = all[name].parse(answers[name])
        if (value !== undefined) kept[name] = value
      }
      return kept as MedicalInformationData
    }),
  )
}

const cache = new Map<Lang, ReturnType<typeof build>>()
/** The medical-information form's schema; dates are read in the page's language, so there is one per language. */
export function medicalInformationSchema(lang: Lang) {
  let schema = cache.get(lang)
  if (!schema) cache.set(lang, (schema = build(lang)))
  return schema
}

/** Fails to compile unless the schema checks exactly the fields that fields.ts describes. */
export type _MedicalInformationFieldsChecked = Assert<SameNames<MedicalInformationField, keyof Parts>>
