import crypto from 'node:crypto'

/** How long the same post counts as a repeat of the first (docs/decisions/0041): between one and two of these. */
export const DEDUPE_PERIOD_MS = 24 * 60 * 60 * 1000

/** The answers as one text whatever the order of their fields: keys sorted, at every level. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** A submission key as the page's script makes it (a UUID); anything else counts as none. */
export const validSubmissionKey = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value.toLowerCase() : undefined

/**
 * The dedupe key of a post: the form, the page's submission key (none
 * without JavaScript), the validated answers and the 24-hour period it
 * arrives in; with the key the same post would have had in the period
 * before, so that a repeat just after midnight UTC is still recognized.
 */
export function dedupeKeys(input: { form: string; submissionKey?: string; answers: unknown; suspectedSpam: boolean; at: Date }): { key: string; earlierKeys: string[] } {
  const period = Math.floor(input.at.getTime() / DEDUPE_PERIOD_MS)
  const keyOf = (p: number) =>
    crypto
      .createHash('sha256')
      .update(JSON.stringify([input.form, input.submissionKey ?? '', input.suspectedSpam, p]))
      .update(canonicalJson(input.answers))
      .digest('base64url')
  return { key: keyOf(period), earlierKeys: [keyOf(period - 1)] }
}
