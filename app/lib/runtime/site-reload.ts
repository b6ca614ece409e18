/**
 * Every reload, and every document load the site makes in place of a client-side navigation, goes through
 * here: what the page asked to keep before it leaves (the answers typed into its forms, put back after the
 * reload: app/lib/kept-answers/, docs/decisions/0074) is kept for the tab first. The forms ask when their code
 * loads, so a page without a form does not download the code that keeps answers.
 */
const keepers = new Set<() => void>()

/** Runs `keep` before each reload or document load the site makes from now on. */
export function keepBeforeLeaving(keep: () => void): void {
  keepers.add(keep)
}

export function leavePage(go: () => void): void {
  for (const keep of keepers) {
    try {
      keep()
    } catch (error) {
      // The page leaves all the same: a reload must not be stopped by what could not be kept.
      console.warn('What the page keeps before it leaves could not be kept', error)
    }
  }
  go()
}
