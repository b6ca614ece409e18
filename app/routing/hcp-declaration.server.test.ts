import { isRouteErrorResponse, RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { acceptedPost, type FormPostVerdict } from '../forms/domain/services.ts'
import { formPostContext } from '../forms/services-context.server.ts'
import { DECLARATION_MAX_BYTES, declarationAction } from './hcp-declaration.server.ts'

const path = '/en/healthcare-professionals/declaration'
type Outcome = { status: number; location?: string | null; cookie?: string | null; message?: string }

/** The action's answer: a redirect (a Response) or a refusal (the site's error screen, thrown as data). */
async function post(
  body: BodyInit | null,
  {
    type = 'application/x-www-form-urlencoded',
    verdict = {},
    origin = 'http://localhost',
  }: { type?: string | null; verdict?: Partial<FormPostVerdict>; origin?: string } = {},
): Promise<Outcome> {
  const url = new URL(`${origin}${path}`)
  const headers = type ? { 'content-type': type } : undefined
  const request = new Request(url, {
    method: 'POST',
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  const context = new RouterContextProvider(new Map([[formPostContext, { ...acceptedPost, ...verdict }]]) as never)
  try {
    await declarationAction({ request, url, context })
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location'), cookie: thrown.headers.get('set-cookie') }
    const caught = thrown as { type?: string; data?: { statusCode: number; statusMessage: string }; init?: ResponseInit }
    if (caught.type === 'DataWithResponseInit') return { status: caught.init!.status!, message: caught.data!.statusMessage }
    if (isRouteErrorResponse(thrown)) return { status: thrown.status }
    throw thrown
  }
  throw new Error('the action answered nothing')
}

/** A body as long as asked, produced as it is read: the reader must stop long before the end. */
function endless(bytes: number) {
  let sent = 0
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, read: () => sent }
}

describe('the professional declaration’s post', () => {
  it('sets the session cookie and returns to the page asked for, Secure since the public site is HTTPS, even over HTTP', async () => {
    const outcome = await post(new URLSearchParams({ declaration: 'confirmed', returnTo: '/en/healthcare-professionals/ruzurgi' }))
    expect(outcome).toMatchObject({ status: 303, location: '/en/healthcare-professionals/ruzurgi' })
    expect(outcome.cookie).toBe('nordora_hcp=confirmed; Path=/; HttpOnly; SameSite=Lax; Secure')
  })

  it('without the confirmation, leaves for the public products page with no cookie', async () => {
    expect(await post(new URLSearchParams({ returnTo: '/en/healthcare-professionals' }))).toMatchObject({
      status: 303,
      location: '/en/products',
      cookie: null,
    })
  })

  it.each([
    ['text', 'hello', 'text/plain'],
    ['JSON', '{"declaration":"confirmed"}', 'application/json'],
    ['multipart', '--x\r\n\r\n', 'multipart/form-data; boundary=x'],
    ['no type', 'declaration=confirmed', null],
    ['another charset', 'declaration=confirmed', 'application/x-www-form-urlencoded; charset=iso-8859-1'],
  ])('refuses a body that is not a form (%s) with 415 and the site’s screen', async (_name, body, type) => {
    expect(await post(body, { type })).toEqual({ status: 415, message: 'Unsupported Media Type' })
  })

  it('refuses bytes that are not UTF-8, a broken escape and path syntax in names with 400', async () => {
    expect((await post(new Uint8Array([0x64, 0x3d, 0xff]))).status).toBe(400)
    expect((await post('declaration=%E0%A4%A')).status).toBe(400)
    expect((await post('a[1]=x&declaration=confirmed')).status).toBe(400)
  })

  it('refuses a post declared too large without reading it, and a body sent without a length past 16 KiB', async () => {
    expect(await post('declaration=confirmed', { verdict: { tooLarge: true } })).toEqual({ status: 413, message: 'Content Too Large' })
    const huge = endless(600 * 1024 * 1024)
    expect(await post(huge.stream)).toEqual({ status: 413, message: 'Content Too Large' })
    expect(huge.read()).toBeLessThan(DECLARATION_MAX_BYTES + 256 * 1024)
  })

  it('refuses a post from another site with 403, the forms’ origin rule deciding', async () => {
    expect(await post(new URLSearchParams({ declaration: 'confirmed' }), { verdict: { foreignOrigin: true } })).toEqual({
      status: 403,
      message: 'Forbidden',
    })
  })
})
