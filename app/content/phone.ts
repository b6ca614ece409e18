import type { Lang } from '../routing/route-table.ts'

/**
 * Canadian telephone numbers, written once in `company.ts` and shown in one
 * style per language: English `1-888-555-0142`, French `1 888 555-0142`
 * (the Office québécois de la langue française's style). Spaces and hyphens
 * are non-breaking so that a number never wraps across two lines.
 */
const NBSP = '\u00a0'
const NB_HYPHEN = '\u2011'

/** The ten digits of a North American number, without the leading 1. */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  if (national.length !== 10) throw new Error(`Not a North American telephone number: ${phone}`)
  return national
}

export function formatPhone(phone: string, lang: Lang): string {
  const d = nationalDigits(phone)
  const [area, exchange, line] = [d.slice(0, 3), d.slice(3, 6), d.slice(6)]
  return lang === 'fr'
    ? `1${NBSP}${area}${NBSP}${exchange}${NB_HYPHEN}${line}`
    : `1${NB_HYPHEN}${area}${NB_HYPHEN}${exchange}${NB_HYPHEN}${line}`
}

/** The `tel:` address of a number (RFC 3966, global form). */
export function telHref(phone: string): string {
  return `tel:+1${nationalDigits(phone)}`
}
