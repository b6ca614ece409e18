import type { StaffMessageKey } from '../messages/index.ts'

/**
 * A field of the case page's forms: its id (what the error summary links to and the server names a refusal by),
 * its input's name where it has one, its label, and for a list the first, empty choice.
 */
export type CaseFieldDescription = { id: string; name?: string; label: StaffMessageKey; required?: true; empty?: StaffMessageKey }

/** Every field of the case page's forms, once: the forms draw them from here, the case's action refuses by them. */
export const caseFields = {
  to: { id: 'status-to', name: 'to', label: 'staff.case.moveTo', required: true, empty: 'staff.case.chooseStatus' },
  externalCaseNumber: { id: 'external-case-number', name: 'externalCaseNumber', label: 'staff.field.externalCaseNumber' },
  owner: { id: 'owner', name: 'owner', label: 'staff.case.ownerPick', empty: 'staff.field.noOwner' },
  note: { id: 'note', name: 'note', label: 'staff.case.noteLabel', required: true },
  serious: { id: 'triage-serious', label: 'staff.triage.serious' },
  seriousCriteria: { id: 'triage-criteria', label: 'staff.triage.seriousCriteria' },
  product: { id: 'triage-product', name: 'product', label: 'staff.triage.product', empty: 'staff.product.none' },
  reason: { id: 'triage-reason', name: 'reason', label: 'staff.triage.reason' },
  closeReason: { id: 'closure-reason', label: 'staff.closure.reason', required: true },
  duplicateOf: { id: 'closure-duplicate-of', name: 'duplicateOf', label: 'staff.closure.duplicateOf' },
  closure: { id: 'case-closure', label: 'staff.closure.heading' },
  response: { id: 'reply-response', name: 'responseId', label: 'staff.reply.response', required: true, empty: 'staff.reply.choose' },
  replyLang: { id: 'reply-lang', name: 'replyLang', label: 'staff.reply.lang', required: true, empty: 'staff.reply.lang' },
  personal: { id: 'reply-personal', name: 'personal', label: 'staff.reply.personal' },
  reply: { id: 'case-reply', label: 'staff.reply.heading' },
  followUpQuestions: { id: 'follow-up-questions', label: 'staff.followUp.questions', required: true },
  followUpFree: { id: 'follow-up-free', name: 'freeQuestion', label: 'staff.followUp.freeQuestion' },
  followUp: { id: 'case-follow-up', label: 'staff.followUp.heading' },
  followUpReport: { id: 'follow-up-report', label: 'staff.followUp.reportHeading' },
  contactOn: { id: 'contact-on', name: 'on', label: 'staff.contact.on', required: true },
  contactDirection: { id: 'contact-direction', label: 'staff.contact.direction', required: true },
  contactChannel: {
    id: 'contact-channel',
    name: 'channel',
    label: 'staff.contact.channel',
    required: true,
    empty: 'staff.contact.channel',
  },
  contactSummary: { id: 'contact-summary', name: 'summary', label: 'staff.contact.summary', required: true },
  duplicates: { id: 'case-duplicates', label: 'staff.duplicates.heading' },
  duplicateOther: { id: 'duplicate-other', name: 'other', label: 'staff.duplicates.other', required: true },
  duplicateRelation: { id: 'duplicate-relation', label: 'staff.duplicates.relation', required: true },
} as const satisfies Record<string, CaseFieldDescription>

export type CaseFieldKey = keyof typeof caseFields
