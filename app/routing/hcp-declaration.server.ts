import { data, redirect, type RouterContextProvider } from 'react-router'
import { requireScreen } from '../content/page-data.server.ts'
import { createAppError } from '../errors/app-error.ts'
import { readFormBody } from '../forms/read-form-body.server.ts'
import { formPostContext } from '../forms/services-context.server.ts'
import { declarationCookie, safeReturnPath } from './hcp-area.ts'
import { href } from './paths.ts'

/**
 * The declaration's post carries two short fields (the button and the return path, itself an address of at most
 * 2,048 characters, percent-encoded at most three times over): anything larger is not a declaration.
 */
export const DECLARATION_MAX_BYTES = 16 * 1024

const statusMessages = { 400: 'Bad Request', 403: 'Forbidden', 413: 'Content Too Large', 415: 'Unsupported Media Type' } as const

/** A refused post: the site's own error screen with this status, in the page's language. */
function refused(status: keyof typeof statusMessages): never {
  const statusMessage = statusMessages[status]
  // A body too large was not read to its end: the connection closes after the answer rather than wait for the rest.
  const headers = { 'Cache-Control': 'no-store', ...(status === 413 ? { Connection: 'close' } : {}) }
  throw data(createAppError({ statusCode: status, statusMessage }), { status, statusText: statusMessage, headers })
}

/** Whether the public site is served over HTTPS: SITE_URL, the same at build and at run time (README). */
const publicSiteIsHttps = () => __SITE_URL__.startsWith('https:')

/**
 * The declaration's action. Its post meets the same checks as the forms' (docs/decisions/0040, 0014): the
 * origin rule of server/forms/origin.ts (SITE_URL and TRUST_PROXY honoured), the declared size, then the same
 * bounded, strict body reader; every refusal is a 4xx with the site's screen, never a 500. The cookie is
 * `Secure` whenever the public site is HTTPS, even when the proxy in front spoke plain HTTP to this server.
 */
export async function declarationAction({
  request,
  url,
  context,
}: {
  request: Request
  url: URL
  context: Readonly<RouterContextProvider>
}) {
  const { lang } = requireScreen(url)
  const verdict = context.get(formPostContext)
  if (verdict.foreignOrigin) refused(403)
  if (verdict.tooLarge) refused(413)
  const body = await readFormBody(request, Math.min(verdict.maxBytes, DECLARATION_MAX_BYTES))
  if (!body.ok) refused(body.status)
  const returnTo = safeReturnPath(body.fields.get('returnTo') ?? undefined, lang)
  if (body.fields.get('declaration') !== 'confirmed') throw redirect(href('products', lang), { status: 303 })
  const secure = url.protocol === 'https:' || publicSiteIsHttps()
  throw redirect(returnTo, { status: 303, headers: { 'Set-Cookie': declarationCookie(secure), 'Cache-Control': 'no-store' } })
}
