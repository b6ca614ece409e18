import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { seedSampleCases } from '../../scripts/staff/sample-cases.ts'
import { createStaffServices } from '../../server/staff/cases.ts'
import { openTestDatabase } from './test-database-handle.ts'
import type { TestBackend } from './test-databases.ts'

/**
 * The case desk over the sample cases, for a staff test: a migrated database of the test's own holding `count`
 * sample submissions received over the 30 days before `now`, the services at that instant in the company's time
 * zone (with any other setting the test gives), and how many commands have queued an e-mail so far.
 */
export async function sampleCaseDesk(
  backend: TestBackend,
  now: Date,
  settings: Omit<Parameters<typeof createStaffServices>[0], 'db' | 'timeZone' | 'now' | 'onMailQueued'> = {},
  count = 12,
) {
  const { db } = await openTestDatabase(backend)
  await seedSampleCases(db, count, now)
  let queued = 0
  const services = createStaffServices({ db, timeZone: COMPANY_TIME_ZONE, now: () => now, onMailQueued: () => queued++, ...settings })
  return { db, services, queued: () => queued }
}
