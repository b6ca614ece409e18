import type { LatestBuild } from './build-check.ts'

/**
 * When to reload for a newer build: at once, unless the
 * visitor has typed into a form that is still on the page; then at the next
 * navigation, so a half-filled form is never thrown away.
 */
export const BUILD_RELOAD_KEY = 'np:build-reload'

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

export type UpdatePolicyOptions = {
  hasUnsavedInput: () => boolean
  /**
   * Reloads the current page, unless the reload guard has just reloaded this path (then false: the new build is
   * picked up at the next navigation instead, so one path never reloads twice within the guard's window).
   */
  reload: () => boolean | void
  storage: () => StorageLike
}

export function createUpdatePolicy({ hasUnsavedInput, reload, storage }: UpdatePolicyOptions) {
  let pending: string | undefined

  /**
   * A page that still says it is outdated after reloading for that very build
   * (a stale cache in front of the site) must not reload forever.
   */
  const claim = (id: string): boolean => {
    try {
      const store = storage()
      if (store.getItem(BUILD_RELOAD_KEY) === id) return false
      store.setItem(BUILD_RELOAD_KEY, id)
      return true
    } catch {
      return false
    }
  }

  const release = (id: string) => {
    try {
      if (storage().getItem(BUILD_RELOAD_KEY) === id) storage().setItem(BUILD_RELOAD_KEY, '')
    } catch {
      // nothing was claimed
    }
  }

  return {
    outdated(latest: LatestBuild) {
      if (hasUnsavedInput() || !claim(latest.id)) {
        if (hasUnsavedInput()) pending = latest.id
        return
      }
      // The guard said no: give the claim back, and let the next navigation load the new build.
      if (reload() === false) {
        release(latest.id)
        pending = latest.id
      }
    },
    /** At a navigation: true when it should load as a new document to pick up the new build. */
    takePending(): boolean {
      if (pending === undefined) return false
      const id = pending
      pending = undefined
      return claim(id)
    },
  }
}
