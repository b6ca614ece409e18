import fs from 'node:fs'
import { parseRecord, type RecordLine } from './domain/approval-record.ts'
import { sharedContext } from '../server-context.ts'

/**
 * Where this server reads the approval record (docs/decisions/0191), handed by the server's composition
 * (server/compose-server.ts): the copy a build holds (`$BUILD_DIR/approvals.jsonl`, the record of what that build
 * publishes), or the working tree's in development. Null without a staff area.
 */
export const approvalRecordContext = sharedContext<string | null>('approval-record', null)

export type ApprovalRecordView = { lines: RecordLine[]; unreadable: number; found: boolean }

/** The record's lines as they are in the file, and how many could not be read (shown, never hidden). */
export function readApprovalRecord(file: string | null): ApprovalRecordView {
  if (!file || !fs.existsSync(file)) return { lines: [], unreadable: 0, found: false }
  const { lines, problems } = parseRecord(fs.readFileSync(file, 'utf8'))
  return { lines, unreadable: problems.length, found: true }
}
