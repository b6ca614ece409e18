import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const afterHydration = () => true
const inServerHtml = () => false

/**
 * False in the server's HTML and while the page hydrates, true after: for what only a running script can do
 * (a print button, a calendar), and for what only the server's HTML should do (`autoFocus` on a page sent back).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, afterHydration, inServerHtml)
}
