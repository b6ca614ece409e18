import { validContact, toFormData } from '../../tests/support/test-answers.ts'
import { href } from '../../app/routing/paths.ts'
import { load, type LoadResult } from './load.ts'

/**
 * Contact form submissions with valid answers, as a browser without
 * JavaScript posts them (same origin), each one committed to the embedded
 * database with its outbox row. Returns why not when the server has no form
 * action yet.
 */
export async function benchFormSubmissions(baseUrl: string, seconds: number): Promise<LoadResult | { skipped: string }> {
  const url = `${baseUrl}${href('contact', 'en')}`
  const body = toFormData(validContact).toString()
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: baseUrl,
    'accept-encoding': 'br, gzip',
    accept: 'text/html',
  }
  const probe = await fetch(url, { method: 'POST', headers, body, redirect: 'manual' })
  const text = await probe.text()
  if (probe.status === 405 || probe.status === 404) return { skipped: `POST ${url} answered ${probe.status}: no form action` }
  if (probe.status >= 400) return { skipped: `POST ${url} answered ${probe.status}: ${text.slice(0, 200)}` }
  return load(url, { seconds, connections: 10, method: 'POST', headers, body })
}
