import { z } from 'zod'

/**
 * The approval record's lines (content/approvals/approvals.jsonl, docs/decisions/0191): written by the pipeline's
 * record job (scripts/review/record-approval.ts), checked by the production build (scripts/review/approval-record.ts)
 * and read by administrators in the staff area (app/staff/routes/approvals.tsx). Roles are the review settings'
 * (scripts/review/review-settings.json).
 */

export const reviewRoles = ['medical', 'regulatory'] as const
const sha = z.string().regex(/^[0-9a-f]{40}$/)
const when = z.iso.datetime({ offset: true })
const person = z.object({ username: z.string(), name: z.string() })

export const approvalLineSchema = z.object({
  kind: z.literal('approval'),
  /** The commit on `main` (the merge) and every first-parent commit of it the line covers. */
  commit: sha,
  commits: z.array(sha).min(1),
  mergeRequest: z.object({ iid: z.number().int(), title: z.string(), url: z.string(), author: person }),
  files: z.array(z.string()),
  verdict: z.enum(['approved', 'not approved']),
  approvals: z.array(person.extend({ roles: z.array(z.enum(reviewRoles)), at: when })),
  lastChangeAt: when,
  mergedAt: when.nullable(),
  recordedAt: when,
})
/** Someone changed `main` outside a merge request: a reviewed merge request records that it was seen and why. */
export const acknowledgementLineSchema = z.object({
  kind: z.literal('acknowledgement'),
  commits: z.array(sha).min(1),
  reason: z.string().min(1),
})
export const startLineSchema = z.object({ kind: z.literal('start'), note: z.string() })
export const recordLineSchema = z.discriminatedUnion('kind', [startLineSchema, approvalLineSchema, acknowledgementLineSchema])
export type RecordLine = z.infer<typeof recordLineSchema>
export type ApprovalLine = z.infer<typeof approvalLineSchema>

export type RecordProblem = { en: string; fr: string }

export function parseRecord(text: string): { lines: RecordLine[]; problems: RecordProblem[] } {
  const lines: RecordLine[] = []
  const problems: RecordProblem[] = []
  text.split('\n').forEach((raw, index) => {
    if (!raw.trim()) return
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      json = undefined
    }
    const parsed = recordLineSchema.safeParse(json)
    if (parsed.success) lines.push(parsed.data)
    else problems.push({ en: `line ${index + 1} is not a record line`, fr: `la ligne ${index + 1} n’est pas une ligne du registre` })
  })
  return { lines, problems }
}
