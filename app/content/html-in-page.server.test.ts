import { describe, expect, it } from 'vitest'
import { HTML_IN_PAGE } from './html-in-page.ts'
import { leaveOutHtmlInPage } from './html-in-page.server.ts'

describe('leaveOutHtmlInPage', () => {
  const body = `<h2 id="ours">Ours &amp; yours</h2>\n<p>${'A paragraph long enough to be worth leaving out. '.repeat(3)}</p>\n`
  const notShown = `<p>${'HTML the markup does not hold, which must stay. '.repeat(3)}</p>`
  /** The hydration data as React Router writes it: a turbo-stream line, JSON in a script's string, `<` escaped. */
  const enqueue = (values: unknown[]) =>
    `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(`${JSON.stringify(values)}\n`)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026')});</script>`
  const values = [{ _1: 2 }, 'loaderData', { _3: 4, _5: 6, _7: 8 }, 'html', body, 'other', notShown, 'title', 'Ours']
  const page = `<html><body><main><h1>Ours</h1><div id="_R_1_" class="prose">${body}</div></main>${enqueue(values)}</body></html>`
  const dataOf = (html: string) => {
    const literal = /enqueue\(("(?:[^"\\]|\\.)*")\);/.exec(html)![1]!
    return JSON.parse((JSON.parse(literal) as string).split('\n')[0]!) as unknown[]
  }

  it('puts HTML_IN_PAGE for HTML the markup holds verbatim, and keeps every other value', () => {
    const out = leaveOutHtmlInPage(page)
    expect(dataOf(out)).toEqual(values.map((value) => (value === body ? HTML_IN_PAGE : value)))
    expect(out.length).toBeLessThan(page.length - body.length)
    // Still nothing in the script that could end it or open a comment.
    expect(/<script>([\s\S]*?)<\/script>/.exec(out)![1]).not.toMatch(/[<>&]/)
  })

  it('leaves alone a page without such HTML, data it cannot read, and its own output', () => {
    const without = page.replace(body, '<p>Other.</p>')
    expect(leaveOutHtmlInPage(without)).toBe(without)
    const unreadable = page.replace('enqueue("[', 'enqueue("P1:[')
    expect(leaveOutHtmlInPage(unreadable)).toBe(unreadable)
    const once = leaveOutHtmlInPage(page)
    expect(leaveOutHtmlInPage(once)).toBe(once)
  })
})
