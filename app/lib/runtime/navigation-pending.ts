import { useSyncExternalStore } from 'react'

/**
 * True while a client navigation is under way, from the site's hook in front of it (which loads the target's
 * route modules before React Router starts) to the end of React Router's own navigation (its data): the
 * loading indicator's one span per navigation, whatever order the code and the data arrive in.
 */
let pending = 0
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

export async function whilePending<T>(work: () => Promise<T>): Promise<T> {
  pending++
  notify()
  try {
    return await work()
  } finally {
    pending--
    notify()
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const isPending = () => pending > 0
const never = () => false

export function useNavigationPending(): boolean {
  return useSyncExternalStore(subscribe, isPending, never)
}
