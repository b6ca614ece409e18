/**
 * A build step: a production build refuses a `main` whose recorded files changed without an approved line in the
 * approval record, or whose record was rewritten (docs/decisions/0191). Other builds (development, the tests') say
 * it was not checked: branches and the tests' copies have no record of their own.
 */
import path from 'node:path'
import { checkApprovalRecord } from './approval-record.ts'
import { readReviewSettings } from './review-settings.ts'

if (import.meta.main) {
  if (process.env.NODE_ENV !== 'production') {
    console.log('approval record: checked by production builds only')
  } else {
    const result = checkApprovalRecord(path.resolve(import.meta.dirname, '../..'), readReviewSettings())
    if (result.ok) console.log(`approval record: ${result.checked} recorded changes since ${result.start?.slice(0, 12)}, each approved`)
    else {
      for (const problem of result.problems) console.error(`approval record: ${problem.en} / ${problem.fr}`)
      process.exit(1)
    }
  }
}
