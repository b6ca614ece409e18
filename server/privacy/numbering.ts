import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { privacyIncidents, privacyRequests } from '../db/schema.ts'

/**
 * Inserts an entry of a register under the next number of its year (`INC-2026-007`, `PR-2026-0012`): the count of
 * the year's references plus one. Two officers recording at once race for the number; the unique reference refuses
 * the second, which tries the next one.
 */
export async function insertNumbered(
  db: Database,
  {
    table,
    prefix,
    reference,
  }: { table: typeof privacyIncidents | typeof privacyRequests; prefix: string; reference: (count: number) => string },
  insert: (reference: string) => Promise<boolean>,
): Promise<string> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(sql`${table.reference} like ${`${prefix}-%`}`)
  for (let attempt = 0; attempt <= 10; attempt += 1) {
    const next = reference((row?.count ?? 0) + 1 + attempt)
    if (await insert(next)) return next
  }
  throw new Error(`no ${prefix} number free`)
}
