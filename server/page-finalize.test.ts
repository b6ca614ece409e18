import { describe, expect, it } from 'vitest'
import { finalizePage, inlineScripts } from './page-finalize.ts'
import { cspHash } from './security-headers.ts'
import { parseCsp } from '../tests/support/test-server.ts'

/** A prerendered page as the build leaves it: nonce and configuration placeholders. */
const prerendered =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js"/>' +
  '<script id="public-config" type="application/json">"__PUBLIC_CONFIG__"</script><script type="application/ld+json">{"@type":"Thing"}</script>' +
  '</head><body><main>Hello</main><script>window.__ctx = {"a":1}</script>' +
  '<script type="module" async="">import "/assets/a.js"</script><script src="/assets/b.js"></script></body></html>'

const settings = { publicConfigJson: '{"apiBase":"/","gtmId":null}', tagManager: false }

describe('finalizePage', () => {
  const page = finalizePage(prerendered, settings)

  it('puts in the configuration, and refuses a page carrying a nonce', () => {
    expect(page).toContain(`<script id="public-config" type="application/json">${settings.publicConfigJson}</script>`)
    expect(() => finalizePage(prerendered.replace('<script>', '<script nonce="abc">'), settings)).toThrow(/nonce/)
  })

  it('allows exactly the page’s inline scripts, by hash, in a policy placed before any of them', () => {
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(page)![1]!
    const scripts = parseCsp(policy)['script-src']
    expect(inlineScripts(page)).toEqual(['window.__ctx = {"a":1}', 'import "/assets/a.js"'])
    expect(scripts).toEqual(["'self'", cspHash('window.__ctx = {"a":1}'), cspHash('import "/assets/a.js"')])
    expect(page.indexOf('http-equiv')).toBeLessThan(page.indexOf('<script'))
    expect(page.indexOf('http-equiv')).toBeLessThan(page.indexOf('<link'))
  })

  it('moves module preloads to the end of the body at low priority, so they do not compete with the first paint', () => {
    expect(page).toMatch(/<script src="\/assets\/b.js"><\/script><link rel="modulepreload" fetchpriority="low" href="\/assets\/a.js"\/><\/body>/)
    expect(page.slice(0, page.indexOf('</head>'))).not.toContain('modulepreload')
  })

  it('can run again with another configuration, giving what a fresh build would', () => {
    const other = { publicConfigJson: '{"apiBase":"https://api.example.ca/","gtmId":"GTM-ABC1234"}', tagManager: true }
    expect(finalizePage(page, other)).toBe(finalizePage(prerendered, other))
    expect(finalizePage(finalizePage(page, other), settings)).toBe(page)
    expect(finalizePage(page, other)).toContain('https://www.googletagmanager.com')
  })
})
