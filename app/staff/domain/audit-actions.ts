/**
 * Everything the audit log records, in the order its "action" filter lists them: signing in and out, the case
 * desk's views, changes, searches and exports, the log's own reading, and the privacy tools'.
 */
export const auditActions = [
  'sign-in',
  'sign-out',
  'case-view',
  'case-print',
  'case-search',
  'case-change',
  'case-triage',
  'case-closure-request',
  'case-closure-confirm',
  'case-closure-withdraw',
  'case-bulk-close',
  'case-reply',
  'case-compare',
  'case-duplicate-link',
  'case-duplicate-dismiss',
  'case-duplicate-unlink',
  'case-follow-up',
  'case-follow-up-answer',
  'case-follow-up-reported',
  'export',
  'audit-view',
  'audit-export',
  'privacy-view',
  'privacy-find',
  'privacy-export',
  'privacy-correct',
  'privacy-erase',
  'privacy-hold',
  'incident-view',
  'incident-record',
  'incident-update',
  'incident-export',
  'privacy-request-record',
  'privacy-request-view',
  'privacy-request-change',
  'privacy-request-export',
  'sessions-view',
  'sessions-end',
  'backup-restore',
] as const
export type AuditAction = (typeof auditActions)[number]

export const isAuditAction = (value: unknown): value is AuditAction => (auditActions as readonly unknown[]).includes(value)
