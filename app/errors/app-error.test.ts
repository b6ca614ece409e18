import { isRouteErrorResponse } from 'react-router'
import { describe, expect, it } from 'vitest'
import { appError, createAppError, isAppError, notFound, toAppError } from './app-error.ts'

/** What React Router hands the error boundary for a thrown `data()` response. */
function caught(thrown: ReturnType<typeof appError>) {
  return { status: thrown.init?.status ?? 200, statusText: '', internal: false, data: thrown.data }
}

describe('AppError', () => {
  it('defaults to 500 Internal Server Error', () => {
    expect(createAppError()).toEqual({ statusCode: 500, statusMessage: 'Internal Server Error', data: undefined })
    expect(appError().init?.status).toBe(500)
  })

  it('carries status code, status message and data', () => {
    const thrown = appError({ statusCode: 409, statusMessage: 'Conflict', data: { field: 'email' } })
    expect(thrown.init?.status).toBe(409)
    expect(thrown.data).toEqual({ statusCode: 409, statusMessage: 'Conflict', data: { field: 'email' } })
    expect(isRouteErrorResponse(caught(thrown))).toBe(true)
    expect(toAppError(caught(thrown))).toEqual(thrown.data)
  })

  it('follows the spec’s two 404 messages', () => {
    expect(notFound('no-route', '/en/nope?x=1').data).toMatchObject({ statusCode: 404, statusMessage: 'Page not found: /en/nope?x=1' })
    expect(notFound('invalid-page', '/en/pressroom/1999-01-01').data).toMatchObject({
      statusCode: 404,
      statusMessage: 'Page Not Found: /en/pressroom/1999-01-01',
    })
  })

  it('never exposes an exception’s message or stack', () => {
    expect(toAppError(new Error('SELECT * FROM secrets failed'))).toEqual({
      statusCode: 500,
      statusMessage: 'Internal Server Error',
      data: undefined,
    })
    expect(toAppError('a string')).toEqual(createAppError())
    const fetchError = Object.assign(new Error('[GET] /api: 503'), {
      statusCode: 503,
      statusMessage: 'Service Unavailable',
      data: { internal: 'x' },
    })
    expect(toAppError(fetchError)).toEqual({ statusCode: 503, statusMessage: 'Internal Server Error', data: undefined })
  })

  it('marks browser errors that stopped the page as fatal', () => {
    const fatal = createAppError({ fatal: true })
    expect(fatal).toMatchObject({ statusCode: 500, fatal: true })
    expect(isAppError(fatal)).toBe(true)
    expect(toAppError(fatal)).toEqual(fatal)
  })

  it('names a bare 404 response Page not found', () => {
    expect(toAppError({ status: 404, statusText: '', internal: true, data: 'no match' })).toMatchObject({
      statusCode: 404,
      statusMessage: 'Page not found',
    })
  })
})
