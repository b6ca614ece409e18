import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router'
import { leaveOutHtmlInPage } from './content/html-in-page.server.ts'
import { withholdThrownValue } from './errors/withhold-thrown-value.ts'
import { RequestValuesProvider } from './request-values.tsx'
import { requestValuesContext } from './server-context.ts'

export const streamTimeout = 5_000

/**
 * Every error a loader, an action or the rendering throws, before React Router encodes the answer: logged, as
 * React Router's own handler would, then a thrown plain object is emptied, so that nothing it holds is copied into
 * the page (app/errors/withhold-thrown-value.ts).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  const withheld = withholdThrownValue(error)
  if (request.signal.aborted) return
  // As React Router's own handler: an error response that wraps an error logs the error.
  const wrapped = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined
  console.error(withheld ? withheld.withheld : (wrapped ?? error))
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  // Filled by the Express server; while prerendering there is no nonce and the configuration is a placeholder
  // that scripts/finalize-pages.ts replaces once per deployment.
  const values = loadContext.get(requestValuesContext)

  return new Promise((resolve, reject) => {
    let shellRendered = false
    // Every document is rendered and sent whole. No loader defers data, so the whole page is ready as soon as its
    // shell is, and streaming would gain nothing: it would add the inline scripts React needs to reveal streamed
    // boundaries (an error screen is a lazily loaded part, and streamed it would stay hidden without JavaScript),
    // and it would keep the page's data from leaving out the HTML its markup already holds.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <RequestValuesProvider value={values}>
        <ServerRouter context={routerContext} url={request.url} nonce={values.nonce} />
      </RequestValuesProvider>,
      {
        nonce: values.nonce,
        // A document sent whole has no reason to move a finished boundary after the page (React does so past 12.8 kB,
        // for streaming), where only a script could show it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          // Without the HTML its markup already holds in its data, as a prerendered page is
          // (app/content/html-in-page.server.ts): an answer sent back with errors is no heavier than the page.
          const chunks: Buffer[] = []
          body.on('data', (chunk: Buffer) => chunks.push(chunk))
          body.on('error', reject)
          body.on('end', () =>
            resolve(
              new Response(leaveOutHtmlInPage(Buffer.concat(chunks).toString('utf8')), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            ),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
