import { submissionFlags } from '../../app/forms/domain/flags.ts'
import { gatherDateParts } from '../../app/forms/domain/dates.ts'
import { formSchema } from '../../app/forms/domain/form-schemas.ts'
import type { FormKind } from '../../app/forms/domain/form-kinds.ts'
import { formatReference, referencePrefixes, referenceYear } from '../../app/forms/domain/reference.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import type { Database } from '../../server/db/database.ts'
import { submissions } from '../../server/db/schema.ts'
import { sql } from 'drizzle-orm'
import { adverseEventAnswers, validContact, validMedicalInformation } from '../../tests/support/test-answers.ts'

/**
 * Sample submissions for trying the staff area and for measuring it: fictitious people (the tests' own, with a
 * telephone number and an organization filled in), answers the forms' schemas accept, a mix of forms, languages
 * and flags, received over the last weeks. Written straight into the submissions table (no e-mail), numbered
 * after what the table already holds.
 */
const medical = { ...validMedicalInformation, phone: '514 555-0123' }
// The same fictitious adverse event the tests report.
const adverseEvent = adverseEventAnswers
const contact = { ...validContact, organization: 'Aucune' }

type Variant = { form: FormKind; raw: Record<string, unknown>; spam?: boolean }
const variants: Variant[] = [
  { form: 'medical-information', raw: medical },
  { form: 'medical-information', raw: { ...medical, ...adverseEvent } },
  { form: 'medical-information', raw: { ...medical, ...adverseEvent, aeSerious: 'no', aeSeriousCriteria: [] } },
  { form: 'medical-information', raw: { ...medical, qualityProblem: 'yes', qpDescription: 'The blister was torn.' } },
  { form: 'contact', raw: contact },
  { form: 'contact', raw: contact, spam: true },
]

function parsedAnswers(form: FormKind, raw: Record<string, unknown>): Readonly<Record<string, unknown>> {
  // As a post is read: a date's three parts gathered under its name first.
  const result = formSchema(form, 'en').safeParse(gatherDateParts(raw))
  if (result.success) return result.data
  // A variant the schema refuses (a field renamed since) falls back to the plain question: samples must not stop a trial.
  return formSchema(form, 'en').parse(form === 'contact' ? contact : medical)
}

export async function seedSampleCases(db: Database, count: number, now = new Date()): Promise<void> {
  const parsed = variants.map((v) => ({ ...v, answers: parsedAnswers(v.form, v.raw) }))
  const [{ next } = { next: 1 }] = await db.select({ next: sql<number>`coalesce(max(id), 0)::int + 1` }).from(submissions)
  const year = referenceYear(now)
  const rows = []
  for (let i = 0; i < count; i++) {
    const variant = parsed[i % parsed.length]!
    const lang: Lang = i % 3 === 0 ? 'fr' : 'en'
    // Spread over the last 30 days, the newest first; a few today.
    const receivedAt = new Date(now.getTime() - Math.floor((i * 30 * 86_400_000) / Math.max(count, 1)) - 60_000)
    const { adverseEvent: ae, qualityProblem } = submissionFlags({ form: variant.form, answers: variant.answers })
    rows.push({
      // Numbered from 900000 up, clear of the forms' own numbering.
      reference: formatReference(referencePrefixes[variant.form], year, next + i + 900_000),
      form: variant.form,
      lang,
      receivedAt,
      adverseEvent: ae,
      qualityProblem,
      suspectedSpam: variant.spam === true,
      answers: variant.answers,
    })
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(submissions).values(rows.slice(start, start + 500))
  }
}
