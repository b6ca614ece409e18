import { yearIn } from '../../i18n/zoned-time.ts'
import type { FormKind } from './form-kinds.ts'

/**
 * Reference numbers read `CT-2026-000045` and `MI-2026-000123`. A side-effect report is numbered with the
 * medical-information team's requests, in the same yearly sequence: it is one of their cases.
 */
export const referencePrefixes = { contact: 'CT', 'medical-information': 'MI', 'side-effect': 'MI' } as const satisfies Record<
  FormKind,
  string
>

/** The year of a reference number: the year of receipt at head office (4 a.m. UTC on New Year's Day is still the old year). */
export const referenceYear = (receivedAt: Date): number => yearIn(receivedAt)

/** `MI-2026-000123`: the prefix, the year, and the year's sequence on at least six digits. */
export function formatReference(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`
}
