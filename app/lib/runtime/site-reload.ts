import { keepAnswers } from '../kept-answers/kept-answers.ts'

/**
 * Every reload, and every document load the site makes in place of a client-side navigation, goes through
 * here: the answers typed into the page's forms are kept for the tab first, and put back by the form after
 * the reload (app/lib/kept-answers/, docs/decisions/0074).
 */
export function leavePage(go: () => void): void {
  keepAnswers(document, window.location.pathname, { storage: () => window.sessionStorage })
  go()
}
