import { z } from 'zod'

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
  refused: { reference: string; reason: 'legal-hold' | 'pharmacovigilance'; detail: string | null }[]
  counts: Record<string, number>
}

export type CorrectionResult = { ok: true } | { ok: false; reason: 'not-found' | 'not-a-text-field' }

/** A person's request: received, due 30 days later (Law 25), and what was done. */
export type PrivacyRequest = {
  id: number
  email: string
  receivedAt: string
  dueOn: string
  completedAt: string | null
  actions: { at: string; actor: string; action: string; details: Record<string, unknown> }[]
}

/** Law 25: a request about one's information is answered within 30 days of receipt. */
export const REQUEST_DUE_DAYS = 30

/** An address as typed by staff or in a command: trimmed, lower case, and an address. */
export const personEmail = z.string().trim().toLowerCase().pipe(z.email().max(254))

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
