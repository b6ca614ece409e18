import { createRequestHandler, Outlet, RouterContextProvider, Scripts, useRouteError, type ServerBuild } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import * as entry from '../entry.server.tsx'
import { requestValuesContext } from '../server-context.ts'
import { appError, notFound } from './app-error.ts'
import { withholdThrownValue } from './withhold-thrown-value.ts'

/**
 * A one-route build served by React Router's own request handler with the site's server entry: what a loader
 * throws reaches the page's HTML and its `.data` only as the entry lets it.
 */
function buildThrowing(thrown: () => unknown): ServerBuild {
  const root = {
    default: () => (
      <html lang="en">
        <body>
          <Outlet />
          <Scripts />
        </body>
      </html>
    ),
    ErrorBoundary: () => {
      const error = useRouteError()
      return (
        <html lang="en">
          <body>
            <h1>{error && typeof error === 'object' && Object.keys(error).length === 0 ? 'Internal Server Error' : 'something else'}</h1>
            <Scripts />
          </body>
        </html>
      )
    },
    loader: () => {
      throw thrown()
    },
  }
  return {
    entry: { module: entry as never },
    routes: { root: { id: 'root', path: '', module: root as never } },
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {
        root: {
          id: 'root',
          path: '',
          module: '/assets/root.js',
          hasLoader: true,
          hasAction: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: true,
          imports: [],
          css: [],
        },
      },
      url: '/assets/manifest.js',
      version: 'test',
    } as never,
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {} as never,
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  }
}

async function answer(thrown: () => unknown, path = '/') {
  const handler = createRequestHandler(buildThrowing(thrown), 'production')
  const context = new RouterContextProvider()
  context.set(requestValuesContext, { nonce: 'n0nce', publicConfigJson: '{}' })
  const response = await handler(new Request(`http://localhost${path}`), context)
  return { status: response.status, body: await response.text() }
}

describe('a value a loader throws', () => {
  it('a plain object is not copied into the page’s HTML nor its .data, and is logged on the server', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const secret = () => ({ table: 'submissions', password: 'hunter2-db-secret', rows: [{ email: 'ada@example.com' }] })
    const page = await answer(secret)
    expect(page.status).toBe(500)
    expect(page.body).toContain('<h1>Internal Server Error</h1>')
    expect(page.body).not.toContain('hunter2-db-secret')
    expect(page.body).not.toContain('ada@example.com')
    const data = await answer(secret, '/_.data')
    expect(data.body).toContain('"error"')
    expect(data.body).not.toContain('hunter2-db-secret')
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ password: 'hunter2-db-secret' }))
  })

  it('an Error keeps React Router’s own sanitizing; a thrown string is its own and stays', () => {
    expect(withholdThrownValue(new Error('boom'))).toBeUndefined()
    expect(withholdThrownValue('text')).toBeUndefined()
    const list = ['a', 'b']
    expect(withholdThrownValue(list)).toEqual({ withheld: ['a', 'b'] })
    expect(list).toEqual([])
  })
})

describe('an application error a loader throws', () => {
  it('a page-data 404 is labelled with its own reason phrase, not "Internal Server Error"', async () => {
    const data = await answer(() => notFound('no-route', '/en/nothing'), '/_.data')
    expect(data.status).toBe(404)
    expect(data.body).toContain('"Not Found"')
    expect(data.body).not.toContain('Internal Server Error')
    const page = await answer(() => notFound('no-route', '/en/nothing'))
    expect(page.status).toBe(404)
    expect(page.body).not.toContain('Internal Server Error')
  })

  it('each status the site answers with keeps its own phrase; a 500 is still "Internal Server Error"', async () => {
    expect((await answer(() => appError({ statusCode: 400 }), '/_.data')).body).toContain('"Bad Request"')
    expect((await answer(() => appError(), '/_.data')).body).toContain('"Internal Server Error"')
  })
})
