import { isRouteErrorResponse } from 'react-router'

/**
 * A loader or action that throws a plain object (not an Error, not a Response or `data()`) would have React
 * Router copy it as it is into the answer: the page's HTML (its hydration data) or its `.data`. Whatever it
 * holds, a database row, a token, would reach the visitor. React Router hands every such value to the server
 * entry's `handleError` before it encodes the answer: there, once logged, its own properties are removed, so the
 * answer carries an empty object, which the error screen reads as a 500 (docs/decisions/0079). Errors are left
 * as they are: React Router itself replaces them by "Unexpected Server Error" in production.
 */
export function withholdThrownValue(value: unknown): { withheld: unknown } | undefined {
  if (typeof value !== 'object' || value === null || isRouteErrorResponse(value) || value instanceof Error) return undefined
  const prototype = Object.getPrototypeOf(value) as unknown
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return undefined
  if (Object.isFrozen(value)) return undefined
  // A copy for the server's log, taken before the value is emptied.
  let withheld: unknown
  try {
    withheld = structuredClone(value)
  } catch {
    withheld = Array.isArray(value) ? [...(value as unknown[])] : { ...value }
  }
  if (Array.isArray(value)) value.length = 0
  else for (const key of Reflect.ownKeys(value)) Reflect.deleteProperty(value, key)
  return { withheld }
}
