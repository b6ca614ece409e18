import { useSyncExternalStore } from 'react'

/**
 * True while entry.client loads a navigation's route modules, before React
 * Router's own navigation starts, so the loading indicator covers that time too.
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

export function useModulesPending(): boolean {
  return useSyncExternalStore(subscribe, isPending, never)
}
