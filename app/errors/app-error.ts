import { data, isRouteErrorResponse } from 'react-router'
import { DEFAULT_ERROR_MESSAGE, DEFAULT_ERROR_STATUS, NOT_FOUND_STATUS } from '../config/constants.ts'

/**
 * The one shape every application error takes: a status code,
 * a status message and optional data, 500 by default. Loaders and actions throw
 * it with `appError()`; the browser builds one with `createAppError()` for an
 * error that stopped the page (`fatal`); the error screen reads any of them back
 * with `toAppError()`.
 */
export type AppError = {
  statusCode: number
  statusMessage: string
  data?: unknown
  /** Set for an error in the browser that stopped the page, rather than a route's answer. */
  fatal?: boolean
}

export type NotFoundKind = 'no-route' | 'invalid-page'
export type NotFoundData = { kind: NotFoundKind; fullPath: string }

/** A plain AppError with the spec's defaults filled in. */
export function createAppError({ statusCode = DEFAULT_ERROR_STATUS, statusMessage, data: extra, fatal }: Partial<AppError> = {}): AppError {
  const error: AppError = {
    statusCode,
    statusMessage: statusMessage ?? (statusCode === NOT_FOUND_STATUS ? 'Page not found' : DEFAULT_ERROR_MESSAGE),
    data: extra,
  }
  if (fatal) error.fatal = true
  return error
}

/**
 * The reason phrase of each status the site answers with (RFC 9110). React Router labels an error response
 * without one "Internal Server Error", whatever its status, in the page data (`.data`) a navigation reads.
 */
const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  410: 'Gone',
  413: 'Content Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** A status's reason phrase, or none for one the site does not name (the status line then takes Node's). */
export const reasonPhrase = (status: number): string => reasonPhrases[status] ?? ''

/** Thrown by loaders and actions: the error as a response with its status, and that status's own reason phrase. */
export function appError(input: Partial<AppError> = {}) {
  const payload = createAppError(input)
  return data(payload, { status: payload.statusCode, statusText: reasonPhrase(payload.statusCode) })
}

/** A 404 whose message follows the spec's catalogue: which one depends on why the page is missing. */
export function notFound(kind: NotFoundKind, fullPath: string) {
  const statusMessage = kind === 'no-route' ? `Page not found: ${fullPath}` : `Page Not Found: ${fullPath}`
  return appError({ statusCode: NOT_FOUND_STATUS, statusMessage, data: { kind, fullPath } satisfies NotFoundData })
}

export function isAppError(value: unknown): value is AppError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AppError).statusCode === 'number' &&
    typeof (value as AppError).statusMessage === 'string'
  )
}

/** Normalizes anything thrown into an AppError, never exposing a stack trace. */
export function toAppError(error: unknown): AppError {
  if (isRouteErrorResponse(error)) {
    if (isAppError(error.data)) return error.data
    return createAppError({ statusCode: error.status, statusMessage: error.statusText || undefined })
  }
  // An Error that looks like one (the HTTP client's HttpError) may carry a remote body: only its status is kept.
  if (isAppError(error)) return error instanceof Error ? createAppError({ statusCode: error.statusCode }) : createAppError(error)
  return createAppError()
}

export function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === 'object' && value !== null && typeof (value as NotFoundData).fullPath === 'string'
}
