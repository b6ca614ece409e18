import { useSyncExternalStore } from 'react'
import { createFatalErrors, detectBot } from '../browser-errors/fatal-errors.ts'

/** The page's one fatal-error state: entry.client reports into it, the root layout shows it. */
export const fatalErrors = createFatalErrors({
  userAgent: () => globalThis.navigator?.userAgent ?? '',
  isBot: detectBot,
  log: (...data) => console.error(...data),
})

const none = () => null

export function useFatalError() {
  return useSyncExternalStore(fatalErrors.subscribe, fatalErrors.getSnapshot, none)
}
