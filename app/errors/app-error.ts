import { data, isRouteErrorResponse } from 'react-router'

/**
 * The one shape every application error takes: a status code, a status
 * message and optional data. Loaders and actions throw it with `appError()`;
 * the error screen reads it back with `toAppError()`.
 */
export type AppError = { statusCode: number; statusMessage: string; data?: unknown }

export type NotFoundKind = 'no-route' | 'invalid-page'
export type NotFoundData = { kind: NotFoundKind; fullPath: string }

export function appError({ statusCode = 500, statusMessage = 'Internal Server Error', data: extra }: Partial<AppError> = {}) {
  const payload: AppError = { statusCode, statusMessage, data: extra }
  return data(payload, { status: statusCode })
}

/** A 404 whose message follows the spec's catalogue: which one depends on why the page is missing. */
export function notFound(kind: NotFoundKind, fullPath: string) {
  const statusMessage = kind === 'no-route' ? `Page not found: ${fullPath}` : `Page Not Found: ${fullPath}`
  return appError({ statusCode: 404, statusMessage, data: { kind, fullPath } satisfies NotFoundData })
}

function isAppError(value: unknown): value is AppError {
  return typeof value === 'object' && value !== null && typeof (value as AppError).statusCode === 'number' && typeof (value as AppError).statusMessage === 'string'
}

/** Normalizes anything thrown into an AppError, never exposing a stack trace. */
export function toAppError(error: unknown): AppError {
  if (isRouteErrorResponse(error)) {
    if (isAppError(error.data)) return error.data
    return { statusCode: error.status, statusMessage: error.statusText || (error.status === 404 ? 'Page Not Found' : 'Internal Server Error') }
  }
  return { statusCode: 500, statusMessage: 'Internal Server Error' }
}

export function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === 'object' && value !== null && typeof (value as NotFoundData).fullPath === 'string'
}
