import { eq } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { CaseEventKind, StaffUser } from '../../app/staff/domain/services.ts'
import { staffCaseEvents, staffCases } from '../db/schema.ts'
import type { Transaction } from './audit.ts'

/**
 * A case's columns read for a change and locked until the command's transaction ends: two people changing the
 * same case at once take turns, and each sees what the other did.
 */
export async function lockedCase<T extends Record<string, PgColumn>>(
  tx: Transaction,
  reference: string,
  columns: T,
): Promise<SelectResultFields<T> | undefined> {
  const rows = await tx.select(columns).from(staffCases).where(eq(staffCases.reference, reference)).for('update')
  return (rows as SelectResultFields<T>[])[0]
}

/** One step of the case's history, by the person who took it, in the command's transaction. */
export const recordEvent = (
  tx: Transaction,
  { id, at, actor }: { id: number; at: Date; actor: Pick<StaffUser, 'name'> },
  kind: CaseEventKind,
  details: Record<string, unknown>,
) => tx.insert(staffCaseEvents).values({ submissionId: id, at, actor: actor.name, kind, details })
