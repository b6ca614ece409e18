/**
 * Lazily loaded parts a page does without in place, with no reload: when one of their chunks fails to load,
 * the import fails to its caller, which shows its own fallback (the date field: typing, without the
 * calendar). A reload would only bring the same missing chunk back, and cost the visitor the page's state.
 * Known by the chunk's file name (`date-calendar-<hash>.js`), which the browser's error names; a browser
 * whose error does not name the file gets the guarded reload, and the forms' answers are kept through it.
 */
const names = new Set<string>()

/** Registered by the module that imports the part, next to its import. */
export function loadsOptionally(chunkName: string): void {
  names.add(chunkName)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether this load failure is of a registered optional chunk. */
export function isOptionalChunkFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return [...names].some((name) => new RegExp(`/${escape(name)}-[\\w-]+\\.js\\b`).test(message))
}
