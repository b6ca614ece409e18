/**
 * A build step: copies the approval record into the build (`$BUILD_DIR/approvals.jsonl`), where the staff area's
 * administrators read it (app/staff/routes/approvals.tsx, docs/decisions/0191). The build's copy is the record of
 * what that build publishes; only `build/` is deployed. Before it runs, the build's directory exists.
 *
 * Usage: node scripts/review/copy-approval-record.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { envOrExit } from '../../app/config/env.server.ts'
import { readReviewSettings } from './review-settings.ts'

const root = path.resolve(import.meta.dirname, '../..')
const env = envOrExit()
// The record's place within the content folder the build reads (a test's copy of it included).
const source = path.resolve(root, env.CONTENT_DIR, path.relative('content', readReviewSettings().record))
const target = path.join(path.resolve(root, env.BUILD_DIR), 'approvals.jsonl')
if (fs.existsSync(source)) {
  fs.copyFileSync(source, target)
  console.log(`approval record copied to ${path.relative(root, target)}`)
} else {
  fs.rmSync(target, { force: true })
  console.log(`approval record: none in ${env.CONTENT_DIR}; the staff area will say so`)
}
