import { describe, expect, it } from 'vitest'
import { firstVisitGuardSource } from '../app/lib/chunk-reload/first-visit-guard.ts'
import { finalizePage, inlineScripts } from './page-finalize.ts'
import { cspHash } from './security-headers.ts'
import { parseCsp } from '../tests/support/test-server.ts'

/** A prerendered page as the build leaves it: nonce and configuration placeholders. */
const prerendered =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js"/>' +
  '<script id="public-config" type="application/json">"__PUBLIC_CONFIG__"</script><script type="application/ld+json">{"@type":"Thing"}</script>' +
  '</head><body><main>Hello</main><script>window.__ctx = {"a":1}</script>' +
  '<script type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/page.js";\n  window.__reactRouterRouteModules = {"root":route0,"page.en":route1};\n\nimport("/assets/entry.js");</script>' +
  '<script src="/assets/b.js"></script></body></html>'

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
    const [context, bootstrap] = inlineScripts(page)
    expect(context).toBe('window.__ctx = {"a":1}')
    expect(scripts).toEqual(["'self'", cspHash(context!), cspHash(bootstrap!)])
    expect(page.indexOf('http-equiv')).toBeLessThan(page.indexOf('<script'))
  })

  it('starts the scripts after the first paint: no preload in the HTML, the route modules imported once a frame is painted', () => {
    expect(page).not.toContain('<link rel="modulepreload"')
    const bootstrap = inlineScripts(page)[1]!
    expect(bootstrap).not.toMatch(/^\s*import \* as/m)
    const painted = bootstrap.indexOf('requestAnimationFrame')
    expect(painted).toBeGreaterThan(-1)
    expect(bootstrap.indexOf('rel: "modulepreload"')).toBeGreaterThan(painted)
    expect(bootstrap).toContain('["/assets/a.js"]')
    expect(
      bootstrap.indexOf('const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/page.js")])'),
    ).toBeGreaterThan(painted)
    // What React Router's bootstrap does next is kept as it was, the entry's import through the guard too.
    expect(bootstrap).toContain('window.__reactRouterRouteModules = {"root":route0,"page.en":route1};')
    expect(bootstrap.trimEnd().endsWith('import("/assets/entry.js").catch(chunkFailed);')).toBe(true)
  })

  it('keeps in the route manifest only the page’s own routes, not those of the shorter paths of its address', () => {
    const manifest = {
      entry: { module: '/assets/entry.js', imports: [], css: [] },
      routes: {
        root: { id: 'root', module: '/assets/root.js' },
        'page.en': { id: 'page.en', parentId: 'root', path: '/en/page', module: '/assets/page.js' },
        'language-redirect': { id: 'language-redirect', parentId: 'root', path: '/', module: '/assets/redirect.js' },
        'home.en': { id: 'home.en', parentId: 'root', path: '/en', module: '/assets/home.js', imports: ['/assets/card.js'] },
      },
      url: '/assets/manifest-1.js',
      version: '1',
    }
    const withManifest = prerendered.replace(
      '  window.__reactRouterRouteModules',
      `  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules`,
    )
    const bootstrap = inlineScripts(finalizePage(withManifest, settings))[1]!
    const kept = JSON.parse(/window\.__reactRouterManifest = (\{.*\});/.exec(bootstrap)![1]!) as typeof manifest
    expect(Object.keys(kept.routes)).toEqual(['root', 'page.en'])
    expect(kept.routes['page.en']).toEqual(manifest.routes['page.en'])
    expect(kept.entry).toEqual(manifest.entry)
    expect(bootstrap).not.toContain('/assets/home.js')
    expect(bootstrap).toContain('window.__reactRouterRouteModules = {"root":route0,"page.en":route1};')
  })

  it('sends a route module or the entry that fails to load on a first visit through the reload guard', () => {
    const bootstrap = inlineScripts(page)[1]!
    expect(bootstrap).toContain(`const chunkFailed = ${firstVisitGuardSource};`)
    expect(bootstrap).toContain('await Promise.all([import("/assets/root.js"), import("/assets/page.js")]).catch(chunkFailed);')
    expect(bootstrap.indexOf('const chunkFailed')).toBeLessThan(bootstrap.indexOf('.catch(chunkFailed)'))
  })

  it('lets the page connect to API_BASE’s origin when it is another than the site’s', () => {
    const crossOrigin = {
      publicConfigJson: '{"apiBase":"https://api.nordorapharma.ca/","gtmId":null}',
      tagManager: false,
      apiOrigin: 'https://api.nordorapharma.ca',
    }
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(finalizePage(prerendered, crossOrigin))![1]!
    expect(parseCsp(policy)['connect-src']).toEqual(["'self'", 'https://api.nordorapharma.ca'])
    // Run again with the site's own origin, it is gone.
    const back = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
      finalizePage(finalizePage(prerendered, crossOrigin), settings),
    )![1]!
    expect(parseCsp(back)['connect-src']).toEqual(["'self'"])
  })

  it('can run again with another configuration, giving what a fresh build would', () => {
    const other = { publicConfigJson: '{"apiBase":"https://api.example.ca/","gtmId":"GTM-ABC1234"}', tagManager: true }
    expect(finalizePage(page, other)).toBe(finalizePage(prerendered, other))
    expect(finalizePage(finalizePage(page, other), settings)).toBe(page)
    expect(finalizePage(page, other)).toContain('https://www.googletagmanager.com')
  })
})
