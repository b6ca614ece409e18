import { UNTRACKED_INPUT_ATTRIBUTE } from '../../config/constants.ts'

/**
 * Whether the visitor has typed into a form still on the page: the build check
 * then waits for the next navigation instead of reloading.
 */
type FieldLike = { form?: unknown; isConnected?: boolean; closest?: (selector: string) => unknown }

/**
 * Remembers the forms the visitor has typed into (or the field itself when it
 * has no form). Input counts only while its form is still in the document.
 */
export function trackFormInput(target: EventTarget): { hasUnsavedInput: () => boolean; stop: () => void } {
  const touched = new Set<FieldLike>()
  const listener = (event: Event) => {
    const field = event.target as FieldLike | null
    if (!field || typeof field !== 'object' || !('form' in field)) return
    if (field.closest?.(`[${UNTRACKED_INPUT_ATTRIBUTE}]`)) return
    touched.add((field.form as FieldLike | null) ?? field)
  }
  target.addEventListener('input', listener, true)
  return {
    hasUnsavedInput: () => [...touched].some((element) => element.isConnected !== false),
    stop: () => target.removeEventListener('input', listener, true),
  }
}
