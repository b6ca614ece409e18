import { RELOAD_GUARD_MS } from '../../config/constants.ts'

/**
 * Remembers, across reloads, when each path was last reloaded because a page
 * resource failed (at most once per 10 000 ms per path).
 */
export const RELOAD_GUARD_KEY = 'np:chunk-reloads'

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

export type ReloadGuardOptions = {
  storage: () => StorageLike
  now?: () => number
  windowMs?: number
}

/**
 * True, and recorded, when the path may be reloaded now; false inside the
 * window. Without working storage nothing could stop a loop, so it says no.
 */
export function claimReload(path: string, { storage, now = Date.now, windowMs = RELOAD_GUARD_MS }: ReloadGuardOptions): boolean {
  try {
    const store = storage()
    const time = now()
    let records: Record<string, number> = {}
    try {
      const parsed: unknown = JSON.parse(store.getItem(RELOAD_GUARD_KEY) ?? '{}')
      if (parsed && typeof parsed === 'object') records = parsed as Record<string, number>
    } catch {
      records = {}
    }
    const last = records[path]
    if (typeof last === 'number' && time - last < windowMs && time >= last) return false
    const kept = Object.fromEntries(
      Object.entries(records).filter(([, at]) => typeof at === 'number' && time - at < windowMs && time >= at),
    )
    store.setItem(RELOAD_GUARD_KEY, JSON.stringify({ ...kept, [path]: time }))
    return true
  } catch {
    return false
  }
}
