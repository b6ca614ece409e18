import type { IsoDate } from './business-days.ts'

/**
 * Where a due date stands on a given day: the case desk's clocks and the privacy requests' thirty days read it
 * alike. `met` once the step it is for is done.
 */
export type DueState = 'overdue' | 'due-today' | 'upcoming' | 'met'

export function dueState(due: IsoDate | null, today: IsoDate, met: boolean): DueState | null {
  if (due === null) return null
  if (met) return 'met'
  if (due < today) return 'overdue'
  return due === today ? 'due-today' : 'upcoming'
}
