import { isAdverseEventReport } from './retention-schedule.ts'

/** What is held about one person, found by their e-mail address: what the find shows and the export gives. */
export type PersonSubmission = {
  reference: string
  form: string
  lang: string
  receivedAt: string
  adverseEvent: boolean
  suspectedSpam: boolean
  /** The case's status, null when no case was opened for it. */
  status: string | null
  /** The legal hold's reason, when one is on. */
  legalHold: string | null
  /** The answers' fields that hold the address. */
  fields: string[]
  answers: Record<string, unknown>
  /** The privacy notice's version and the consent wording the sender was shown; null before it was recorded. */
  consent: { noticeVersion: string; wording: string[] } | null
}
export type PersonMessage = {
  id: number
  reference: string | null
  kind: string
  createdAt: string
  sentAt: string | null
  to: string
  subject: string
}
export type PersonRecord = { email: string; submissions: PersonSubmission[]; messages: PersonMessage[]; mailFiles: string[] }

export type ErasureResult = {
  erased: string[]
  /** Kept, with why: a legal hold, or the pharmacovigilance rules for an adverse event report. */
  refused: { reference: string; reason: KeptReason; detail: string | null }[]
  counts: Record<string, number>
}

/** Why a submission outlives an erasure: a legal hold (its reason in `detail`), or pharmacovigilance. */
export type KeptReason = 'legal-hold' | 'pharmacovigilance'

/** What an erasure will do, shown on its confirmation page before anything is deleted. */
export type ErasurePlan = {
  erase: { reference: string; form: string; receivedAt: string }[]
  keep: { reference: string; form: string; receivedAt: string; reason: KeptReason; detail: string | null }[]
  /** Stored e-mails and e-mail files that go with the erased submissions, or name the person. */
  messages: number
  mailFiles: number
}

/** The erasure's verdict on each submission found: kept under a legal hold or for pharmacovigilance, or erased. */
export function planErasure(found: PersonRecord): ErasurePlan {
  const plan: ErasurePlan = { erase: [], keep: [], messages: found.messages.length, mailFiles: found.mailFiles.length }
  for (const submission of found.submissions) {
    const item = { reference: submission.reference, form: submission.form, receivedAt: submission.receivedAt }
    if (submission.legalHold !== null) plan.keep.push({ ...item, reason: 'legal-hold', detail: submission.legalHold })
    else if (isAdverseEventReport(submission)) plan.keep.push({ ...item, reason: 'pharmacovigilance', detail: null })
    else plan.erase.push(item)
  }
  return plan
}

export type CorrectionResult =
  { ok: true; form: string } | { ok: false; reason: 'not-found' | 'not-a-text-field' | 'invalid'; message?: string }

/** Whether a text holds the address, whatever its case, as a whole address (not the tail of a longer one). */
export function holdsEmail(text: string, email: string): boolean {
  const haystack = text.toLowerCase()
  const needle = email.toLowerCase()
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1] ?? ''
    const after = haystack[at + needle.length] ?? ''
    // A period ends a sentence after an address, unless the domain goes on (`example.com.evil`).
    const domainGoesOn = /[\w-]/.test(after) || (after === '.' && /\w/.test(haystack[at + needle.length + 1] ?? ''))
    if (!/[\w.+-]/.test(before) && !domainGoesOn) return true
  }
  return false
}

/** The answers' fields (dotted for nested ones) whose text holds the address. */
export function fieldsHolding(answers: unknown, email: string, prefix = ''): string[] {
  if (typeof answers === 'string') return holdsEmail(answers, email) ? [prefix] : []
  if (Array.isArray(answers)) return answers.flatMap((item, index) => fieldsHolding(item, email, `${prefix}[${index}]`))
  if (answers && typeof answers === 'object') {
    return Object.entries(answers).flatMap(([key, value]) => fieldsHolding(value, email, prefix ? `${prefix}.${key}` : key))
  }
  return []
}
