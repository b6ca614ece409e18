import * as z from 'zod/mini'
import type { Lang } from '../../routing/route-table.ts'
import { errorMessage } from './error-message.ts'
import {
  fieldOf,
  fieldOrders,
  type Assert,
  type FollowUpField,
  type SameNames,
  type SideEffectField,
  type sideEffectFields,
} from './fields.ts'
import { isShown } from './follow-ups.ts'
import { formLimits } from './limits.ts'
import { outcomes, reporterRoles, seriousCriteria, sexes, suspectProducts, yesNo, yesNoUnknown } from './options.ts'
import { checkboxes, choice, day, email, initials, lotNumber, phone, text } from './schema-parts.ts'

/**
 * What each answer of the side-effect report must be. Required: the four minimum elements of a valid
 * report (the reporter's role and name, the suspected product, the reaction), and the two "at least one"
 * rules below; every other answer is optional.
 */
const parts = (lang: Lang) => ({
  requesterType: choice(reporterRoles),
  reporterName: text(formLimits.name),
  email: z.optional(email(formLimits.email)),
  phone: z.optional(phone(formLimits.phone)),
  aePatientInitials: z.optional(initials(formLimits.initials)),
  aeAge: z.optional(text(formLimits.age)),
  aeSex: z.optional(choice(sexes)),
  suspectProduct: choice(suspectProducts),
  suspectProductName: z.optional(text(formLimits.productName)),
  aeDescription: text(formLimits.longText, { multiline: true }),
  aeStartDate: z.optional(day(lang, { past: true })),
  aeSerious: z.optional(choice(yesNoUnknown)),
  aeSeriousCriteria: z.optional(checkboxes(seriousCriteria)),
  aeOutcome: z.optional(choice(outcomes)),
  qpLotNumber: z.optional(lotNumber(formLimits.lotNumber)),
  otherMedicines: z.optional(text(formLimits.longText, { multiline: true })),
  aeFollowUpConsent: z.optional(choice(yesNo)),
})

type Parts = ReturnType<typeof parts>
type FollowUp = FollowUpField<typeof sideEffectFields>
type Asked = Exclude<SideEffectField, FollowUp>

const isFollowUp = (name: SideEffectField) => fieldOf('side-effect', name)?.shownWhen !== undefined
const followUps = fieldOrders['side-effect'].filter(isFollowUp) as FollowUp[]
const alwaysAsked = fieldOrders['side-effect'].filter((name) => !isFollowUp(name)) as Asked[]

const pick = <K extends keyof Parts>(all: Parts, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<Parts, K>
const alwaysAskedSchema = (all: Parts) => z.object(pick(all, alwaysAsked))

export type SideEffectData = z.output<ReturnType<typeof alwaysAskedSchema>> & { [K in FollowUp]?: z.output<Parts[K]> }

type Raw = Readonly<Record<string, unknown>>
const given = (answers: Raw, name: SideEffectField) => answers[name] !== undefined

/**
 * The two minimum elements that more than one answer can give. The reporter must be reachable: an e-mail or
 * a telephone number. The patient must be identifiable: initials, age or sex; a patient reporting for
 * themselves is identified by their own name.
 */
export function missingElements(answers: Raw): { name: SideEffectField; error: Parameters<typeof errorMessage>[0] }[] {
  const missing: ReturnType<typeof missingElements> = []
  if (!given(answers, 'email') && !given(answers, 'phone')) missing.push({ name: 'email', error: 'form.error.reachReporter' })
  const selfReport = answers.requesterType === 'patient'
  if (!selfReport && !(['aePatientInitials', 'aeAge', 'aeSex'] as const).some((name) => given(answers, name)))
    missing.push({ name: 'aePatientInitials', error: 'form.error.identifyPatient' })
  return missing
}

function build(lang: Lang) {
  const all = parts(lang)
  const asked = alwaysAskedSchema(all)
  const checked = z.looseObject(asked.shape).check(
    z.superRefine(
      (answers, ctx) => {
        for (const name of followUps) {
          if (!isShown('side-effect', name, answers)) continue
          const result = all[name].safeParse(answers[name])
          if (result.success) continue
          for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [name, ...issue.path] })
        }
        for (const { name, error } of missingElements(answers)) ctx.addIssue({ code: 'custom', message: errorMessage(error), path: [name] })
      },
      // Run even when other answers fail, so every error shows at once.
      { when: () => true },
    ),
  )
  return z.pipe(
    checked,
    z.transform((answers) => {
      // The object's own answers are already checked and read (a date as its calendar day): keep them as they
      // came out, and nothing else the loose object let through.
      const kept: Record<string, unknown> = {}
      for (const name of alwaysAsked) if (answers[name] !== undefined) kept[name] = answers[name]
      for (const name of followUps) {
        if (!isShown('side-effect', name, answers)) continue
        const value = all[name].parse(answers[name])
        if (value !== undefined) kept[name] = value
      }
      return kept as SideEffectData
    }),
  )
}

const cache = new Map<Lang, ReturnType<typeof build>>()
/** The side-effect report's schema; its date is read in the page's language, so there is one per language. */
export function sideEffectSchema(lang: Lang) {
  let schema = cache.get(lang)
  if (!schema) cache.set(lang, (schema = build(lang)))
  return schema
}

/** Fails to compile unless the schema checks exactly the fields that fields.ts describes. */
export type _SideEffectFieldsChecked = Assert<SameNames<SideEffectField, keyof Parts>>
