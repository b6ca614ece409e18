import * as z from 'zod/mini'
import type { Lang } from '../../routing/route-table.ts'
import { formLimits } from './limits.ts'
import { contactMethods, medicalRequesterTypes, outcomes, preferredLanguages, products, provinces, seriousCriteria, sexes, yesNo, yesNoUnknown } from './options.ts'
import { checkboxes, choice, day, email, phone, sectionIssues, text } from './schema-parts.ts'
import { errorMessage } from './error-message.ts'
import type { medicalInformationFieldOrder } from './field-orders.ts'

const requester = z.object({
  requesterType: choice(medicalRequesterTypes),
  firstName: text(formLimits.name),
  lastName: text(formLimits.name),
  email: email(formLimits.email),
  phone: z.optional(phone(formLimits.phone)),
  contactMethod: choice(contactMethods),
  province: choice(provinces),
  product: choice(products),
  question: text(formLimits.longText, { multiline: true }),
  preferredLanguage: choice(preferredLanguages),
  adverseEvent: choice(yesNo),
  qualityProblem: choice(yesNo),
})

const profession = z.object({ profession: text(formLimits.profession) })
const productName = z.object({ productOther: text(formLimits.productName) })

const adverseEvent = (lang: Lang) =>
  z.object({
    aePatientInitials: z.optional(
      text(formLimits.initials).check(z.regex(/^(?:\p{L}[.\s-]*){1,5}$/u, { error: errorMessage('form.error.initials') })),
    ),
    aeAge: text(formLimits.age),
    aeSex: choice(sexes),
    aeStartDate: z.optional(day(lang, { past: true })),
    aeDescription: text(formLimits.longText, { multiline: true }),
    aeSerious: choice(yesNoUnknown),
    aeOutcome: choice(outcomes),
    aeFollowUpConsent: choice(yesNo),
  })
const serious = z.object({ aeSeriousCriteria: checkboxes(seriousCriteria) })

const qualityProblem = (lang: Lang) =>
  z.object({
    qpLotNumber: text(formLimits.lotNumber).check(z.regex(/^[\p{L}\d][\p{L}\d\s./-]*$/u, { error: errorMessage('form.error.lotNumber') })),
    qpExpiryDate: z.optional(day(lang)),
    qpDescription: text(formLimits.longText, { multiline: true }),
  })

type Answers = { requesterType?: unknown; product?: unknown; adverseEvent?: unknown; aeSerious?: unknown; qualityProblem?: unknown; contactMethod?: unknown; phone?: unknown }

/** Which follow-up questions the answers open; everything else is neither checked nor kept. */
function openSections(answers: Answers) {
  return {
    profession: answers.requesterType === 'healthcareProfessional',
    productName: answers.product === 'other',
    adverseEvent: answers.adverseEvent === 'yes',
    serious: answers.adverseEvent === 'yes' && answers.aeSerious === 'yes',
    qualityProblem: answers.qualityProblem === 'yes',
  }
}

function build(lang: Lang) {
  const sections = { profession, productName, adverseEvent: adverseEvent(lang), serious, qualityProblem: qualityProblem(lang) }
  const checked = z.looseObject(requester.shape).check(
    z.superRefine(
      (answers, ctx) => {
        const open = openSections(answers)
        for (const name of Object.keys(sections) as (keyof typeof sections)[]) {
          if (open[name]) sectionIssues(sections[name], answers, ctx)
        }
        if (answers.contactMethod === 'phone' && answers.phone === undefined) {
          ctx.addIssue({ code: 'custom', message: errorMessage('form.error.phoneForCallback'), path: ['phone'] })
        }
      },
      // Run even when other answers fail, so every error shows at once.
      { when: () => true },
    ),
  )
  return z.pipe(
    checked,
    z.transform((answers) => {
      const open = openSections(answers)
      return {
        ...requester.parse(answers),
        ...(open.profession ? profession.parse(answers) : {}),
        ...(open.productName ? productName.parse(answers) : {}),
        ...(open.adverseEvent ? sections.adverseEvent.parse(answers) : {}),
        ...(open.serious ? serious.parse(answers) : {}),
        ...(open.qualityProblem ? sections.qualityProblem.parse(answers) : {}),
      } as MedicalInformationData
    }),
  )
}

type Out<T extends z.ZodMiniType> = z.output<T>
export type MedicalInformationData = Out<typeof requester> &
  Partial<Out<typeof profession>> &
  Partial<Out<typeof productName>> &
  Partial<Out<ReturnType<typeof adverseEvent>>> &
  Partial<Out<typeof serious>> &
  Partial<Out<ReturnType<typeof qualityProblem>>>

const cache = new Map<Lang, ReturnType<typeof build>>()
/** The medical-information form's schema; dates are read in the page's language, so there is one per language. */
export function medicalInformationSchema(lang: Lang) {
  let schema = cache.get(lang)
  if (!schema) cache.set(lang, (schema = build(lang)))
  return schema
}

/** Fails to compile if the page lists a field the schema does not have. */
type Subset<T extends K, K> = T
export type _MedicalInformationFieldsChecked = Subset<(typeof medicalInformationFieldOrder)[number], keyof MedicalInformationData>
