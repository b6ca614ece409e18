import { HTML_IN_PAGE } from './html-in-page.ts'

/** An element with its content: the page's scripts, which the markup check leaves out. */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g
/** React Router's hydration data: the loaders' answers, as a turbo-stream, in a JavaScript string. */
const HYDRATION_DATA = /(streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);)/g
/** HTML worth leaving out of the data: anything shorter costs less than the lookup. */
const SHORTEST_LEFT_OUT = 100

/** As React Router escapes the data for a script: nothing in it can close the element or start a comment. */
const escapeForScript = (json: string) => json.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * The page's hydration data without the HTML its markup already shows: each string of the data that is HTML and
 * stands verbatim in the markup (which only `dangerouslySetInnerHTML` writes so: React escapes text) becomes
 * `HTML_IN_PAGE`, and the `Prose` that rendered it reads it back from the page in the browser. The data file of the
 * same page (`.data`, fetched on a navigation in the browser) keeps it. A string found nowhere in the markup stays.
 * Run on every page the server renders (app/entry.server.tsx), the prerendered ones included.
 */
export function leaveOutHtmlInPage(page: string): string {
  const markup = page.replace(SCRIPT, '')
  return page.replace(HYDRATION_DATA, (match, open: string, literal: string, close: string) => {
    let lines: string[]
    let values: unknown[]
    try {
      lines = (JSON.parse(literal) as string).split('\n')
      values = JSON.parse(lines[0]!) as unknown[]
    } catch {
      return match
    }
    if (!Array.isArray(values)) return match
    let changed = false
    const kept = values.map((value) => {
      if (typeof value !== 'string' || value.length < SHORTEST_LEFT_OUT || !value.startsWith('<') || !markup.includes(value)) return value
      changed = true
      return HTML_IN_PAGE
    })
    if (!changed) return match
    return `${open}${escapeForScript(JSON.stringify([JSON.stringify(kept), ...lines.slice(1)].join('\n')))}${close}`
  })
}
