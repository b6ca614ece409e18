import { createContext, useContext } from 'react'
import type { RequestValues } from './server-context.ts'

/**
 * Per-request values for rendering, provided by entry.server. In the browser
 * there is no provider: the nonce is not needed after hydration, and the page
 * configuration is read back from the document.
 */
const RequestValuesContext = createContext<RequestValues | null>(null)

export const RequestValuesProvider = RequestValuesContext.Provider

export function useRequestValues(): RequestValues | null {
  return useContext(RequestValuesContext)
}
