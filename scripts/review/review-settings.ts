import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { reviewRoles } from '../../app/staff/domain/approval-record.ts'

/**
 * Who approves and what needs whom (scripts/review/review-settings.json, docs/decisions/0190): the GitLab groups
 * whose members count as medical and regulatory reviewers, the files whose change needs only one approver, the
 * files whose change must have a line in the approval record, and where that record is.
 */
export const reviewSettingsSchema = z.object({
  groups: z.object({ medical: z.string().min(1), regulatory: z.string().min(1) }),
  nonRegulated: z.array(z.string().min(1)),
  recordedPaths: z.array(z.string().min(1)).min(1),
  record: z.string().min(1),
})
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>
export type Role = keyof ReviewSettings['groups']
export const roles = reviewRoles satisfies readonly Role[]

export const SETTINGS_FILE = path.join(import.meta.dirname, 'review-settings.json')

export function readReviewSettings(file = SETTINGS_FILE): ReviewSettings {
  return reviewSettingsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')))
}

const matches = (file: string, globs: readonly string[]) => globs.some((glob) => path.posix.matchesGlob(file, glob))

/** Whether every changed file is one a single approver may pass (an empty change is not). */
export const onlyNonRegulated = (files: readonly string[], settings: ReviewSettings) =>
  files.length > 0 && files.every((file) => matches(file, settings.nonRegulated))

/** Whether a merge that changed `file` needs a line in the approval record (the record itself never does). */
export const isRecorded = (file: string, settings: ReviewSettings) => file !== settings.record && matches(file, settings.recordedPaths)
