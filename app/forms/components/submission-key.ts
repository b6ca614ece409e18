import type { FormKind } from '../domain/form-kinds.ts'

/**
 * The tab's submission key for each form (docs/decisions/0041): made once the page's script runs, kept for the
 * tab's session so that a retry after a time-out, even after a reload, carries the same key, and renewed once a
 * post is confirmed, so that the next report from the same tab is a report of its own.
 */
const storageName = (kind: FormKind) => `nordora.submission-key.${kind}`

/** Storage refused (a privacy mode): one key for as long as the page lives. */
const pageKeys = new Map<FormKind, string>()

export function submissionKey(kind: FormKind): string {
  try {
    const kept = sessionStorage.getItem(storageName(kind))
    if (kept) return kept
    const key = crypto.randomUUID()
    sessionStorage.setItem(storageName(kind), key)
    return key
  } catch {
    if (!pageKeys.has(kind)) pageKeys.set(kind, crypto.randomUUID())
    return pageKeys.get(kind)!
  }
}

/** After a confirmation: the next post from this tab takes a new key. */
export function renewSubmissionKey(kind: FormKind): void {
  pageKeys.delete(kind)
  try {
    sessionStorage.removeItem(storageName(kind))
  } catch {
    // Storage refused: the page's key is gone already.
  }
}
