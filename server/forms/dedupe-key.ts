import crypto from 'node:crypto'

/**
 * Without a submission key, the same post counts as a repeat of the first for this long (docs/decisions/0041):
 * long enough for a refreshed confirmation or a retry after a time-out, short enough that a second report
 * written later, even with the very same words, is a report of its own.
 */
export const REPEAT_WINDOW_MS = 10 * 60 * 1000

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

/**
 * A submission key as any client sends it: the page's script makes a UUID, but any other text is a key too,
 * read the same way (surrounding white space dropped, Unicode composed), never ignored. Empty is none.
 */
export function normalizeSubmissionKey(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const key = value.trim().normalize('NFC')
  return key === '' ? undefined : key
}

/**
 * The fields of a post exactly as sent, grouped by name in the order sent within each name: a browser sending
 * the same form again sends these same fields, while a visitor who changed anything, a trailing space
 * included, sends other ones. Validation trims and normalizes answers, so they cannot tell the two apart.
 */
export function sentFieldsText(fields: Iterable<readonly [string, string]>): string {
  const byName = new Map<string, string[]>()
  for (const [name, value] of fields) byName.set(name, [...(byName.get(name) ?? []), value])
  return canonicalJson(Object.fromEntries(byName))
}

export type DedupeKeys = {
  /** Stored with the submission under a unique index. */
  key: string
  /** The keys an earlier copy of this same attempt may carry. */
  earlierKeys: string[]
  /** A copy found under those keys is a repeat only when received from then on; none: whenever. */
  since?: Date
}

const hash = (parts: unknown[], text: string) => crypto.createHash('sha256').update(JSON.stringify(parts)).update(text).digest('base64url')

/**
 * The dedupe key of a post: one attempt, and only one, has it.
 *
 * - With a submission key (the page's, renewed after each confirmation): the key and the fields as sent. The
 *   same key with other answers is another request, stored: nothing sent is dropped.
 * - Without one (no JavaScript): the fields as sent, within REPEAT_WINDOW_MS of the first copy. The key holds
 *   the window's number; the one before is looked up too, and a copy found there counts only if it is recent.
 */
export function dedupeKeys(input: { form: string; submissionKey?: string; sent: string; suspectedSpam: boolean; at: Date }): DedupeKeys {
  if (input.submissionKey !== undefined) {
    return { key: hash(['key', input.form, input.submissionKey, input.suspectedSpam], input.sent), earlierKeys: [] }
  }
  const window = Math.floor(input.at.getTime() / REPEAT_WINDOW_MS)
  const keyOf = (w: number) => hash(['window', input.form, input.suspectedSpam, w], input.sent)
  return { key: keyOf(window), earlierKeys: [keyOf(window - 1)], since: new Date(input.at.getTime() - REPEAT_WINDOW_MS) }
}
