import { expect, test, type Page } from '@playwright/test'
import { countDocuments, hydrated } from './page-state.ts'

type Manifest = { version: string; routes: Record<string, { module: string; path?: string } | undefined> }
/** React Router's manifest, once its bootstrap has run (after the first paint). */
const manifest = async (page: Page) =>
  (
    await page.waitForFunction(() => (window as unknown as { __reactRouterManifest?: Manifest }).__reactRouterManifest)
  ).jsonValue() as Promise<Manifest>

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

test.describe('route preloads', () => {
  test('hovering the eight header links keeps at most 4 route preloads pending, and fetches no page data', async ({ page }) => {
    await page.goto('/en')
    const links = mainMenu(page).getByRole('link')
    await expect(links).toHaveCount(8)
    // Wait until React Router knows the eight routes: only known routes are preloaded.
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname))
    await page.waitForFunction((paths) => {
      // Undefined until React Router's bootstrap has run, after the first paint.
      const routes = Object.values((window as unknown as { __reactRouterManifest?: Manifest }).__reactRouterManifest?.routes ?? {})
      return paths.every((path) => routes.some((route) => route?.path === path))
    }, hrefs)
    const { routes } = await manifest(page)
    const routeModules = new Set(Object.values(routes).map((route) => route?.module))

    const moduleOf = (path: string) => Object.values(routes).find((route) => route?.path === path)!.module

    // Every route module answers slowly, so that preloads overlap if nothing holds them back.
    const requests = new Map<string, { start: number; end: number }>()
    const pageData: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.endsWith('.data')) pageData.push(path)
    })
    await page.route('**/assets/*.js', async (route) => {
      const path = new URL(route.request().url()).pathname
      if (!routeModules.has(path)) return route.continue()
      const timing = { start: Date.now(), end: Infinity }
      requests.set(path, timing)
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
      timing.end = Date.now()
    })

    const hovered = new Map<string, number>()
    for (let index = 0; index < 8; index++) {
      hovered.set(hrefs[index]!, Date.now())
      await links.nth(index).hover()
      await page.waitForTimeout(150)
    }
    // Wait for every hovered route's module to have been asked for and answered: on a busy machine the queue
    // may not have started the later ones yet when the first has finished.
    const hoveredModules = new Set(hrefs.map(moduleOf))
    await expect
      .poll(() => requests.size === hoveredModules.size && [...requests.values()].every((timing) => timing.end < Infinity), {
        timeout: 20_000,
      })
      .toBe(true)

    // Four header routes share one module here, so what is limited is routes, not requests: when a
    // module request starts, fewer than four other hovered routes may still be waiting for theirs.
    expect(requests.size).toBeGreaterThan(1)
    for (const [path, { start }] of requests) {
      const waiting = hrefs.filter((href) => {
        const other = requests.get(moduleOf(href))
        return moduleOf(href) !== path && hovered.get(href)! < start && other !== undefined && other.start <= start && other.end > start
      })
      expect(waiting.length, `${path} started while ${waiting.join(', ')} were pending`).toBeLessThan(4)
    }
    expect(pageData).toEqual([])
    // The queue drained: every hovered route's code is now loaded.
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
    for (const path of hrefs) {
      const route = Object.values(routes).find((candidate) => candidate?.path === path)
      expect(loaded, path).toContain(route!.module)
    }
  })
})

test.describe('build meta and route rules', () => {
  test('the page asks for its own build’s meta, through the site’s client, and applies its route rules', async ({ page }) => {
    const documents = countDocuments(page)
    await page.route('**/builds/meta/*.json', async (route) => {
      const response = await route.fetch()
      const meta = (await response.json()) as { matcher: { static: Record<string, object> } }
      // As a deploy could say: /en/products must now be loaded as a document.
      meta.matcher.static['/en/products'] = { ...meta.matcher.static['/en/products'], document: true }
      await route.fulfill({ response, json: meta })
    })
    const metaRequest = page.waitForRequest('**/builds/meta/*.json')
    await page.goto('/en/about')
    const { version } = await manifest(page)
    expect(new URL((await metaRequest).url()).pathname).toBe(`/builds/meta/${version}.json`)
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/builds/meta/')))
    await page.waitForTimeout(300)

    await mainMenu(page).getByRole('link', { name: 'Products' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
    expect(documents).toEqual(['/en/about', '/en/products'])
    await hydrated(page)

    // A path without such a rule stays a client-side navigation.
    await mainMenu(page).getByRole('link', { name: 'About us' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible()
    expect(documents).toEqual(['/en/about', '/en/products'])
  })
})

test.describe('the HTTP client’s retry policy', () => {
  test('the build check’s read is retried once after a 503', async ({ page }) => {
    const answers: number[] = []
    await page.route('**/builds/latest.json', async (route) => {
      if (answers.length === 0) {
        answers.push(503)
        return route.fulfill({ status: 503, body: 'Service Unavailable' })
      }
      answers.push(200)
      return route.continue()
    })
    const documents = countDocuments(page)
    await page.goto('/en/about')
    await expect.poll(() => answers, { timeout: 10_000 }).toEqual([503, 200])
    await page.waitForTimeout(500)
    // Once, not more; and the build found is this page's own: no reload.
    expect(answers).toEqual([503, 200])
    expect(documents).toEqual(['/en/about'])
  })

  test('the client as shipped never retries a POST, and retries a read once', async ({ page }) => {
    const seen: string[] = []
    await page.route('**/e2e-retry-probe', (route) => {
      seen.push(route.request().method())
      return route.fulfill({ status: 503, body: 'Service Unavailable' })
    })
    await page.goto('/en/about')
    // The build check loads the client's chunk; take its one exported function, http().
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/assets\/http-client-[\w-]+\.js$/.test(entry.name)),
    )
    const outcome = await page.evaluate(async () => {
      const url = performance.getEntriesByType('resource').find((entry) => /\/assets\/http-client-[\w-]+\.js$/.test(entry.name))!.name
      const exported = Object.values((await import(/* @vite-ignore */ url)) as Record<string, unknown>).filter(
        (value) => typeof value === 'function',
      )
      if (exported.length !== 1) return `expected one export, got ${exported.length}`
      const http = (exported[0] as () => (path: string, options?: object) => Promise<unknown>)()
      const status = (error: unknown) => (error as { status?: number }).status
      const post = await http('/e2e-retry-probe', { method: 'POST', body: { a: 1 } }).catch(status)
      const get = await http('/e2e-retry-probe').catch(status)
      return { post, get }
    })
    expect(outcome).toEqual({ post: 503, get: 503 })
    expect(seen).toEqual(['POST', 'GET', 'GET'])
  })
})
