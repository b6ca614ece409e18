import type { PrivacyMessageKey } from './messages/index.ts'

/**
 * The outbox's kinds of e-mail, as the privacy screen names them: the form's two (server/forms/mail/compose.ts), the
 * overdue reminders (server/staff/reminders.ts) and the daily digest (server/staff/digest.ts).
 */
const kindLabels = {
  team: 'staff.privacy.messageKind.team',
  acknowledgement: 'staff.privacy.messageKind.acknowledgement',
  'overdue-triage': 'staff.privacy.messageKind.overdue-triage',
  'overdue-report': 'staff.privacy.messageKind.overdue-report',
  'staff-digest': 'staff.privacy.messageKind.staff-digest',
} as const satisfies Record<string, PrivacyMessageKey>

/** The label of an e-mail's kind; a kind this version does not know is "another e-mail", never its code. */
export function messageKindLabel(kind: string): PrivacyMessageKey {
  return Object.hasOwn(kindLabels, kind) ? kindLabels[kind as keyof typeof kindLabels] : 'staff.privacy.messageKind.other'
}
