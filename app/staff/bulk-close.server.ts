import { data, redirect, type RouterContextProvider } from 'react-router'
import { BULK_FIELD } from './components/bulk-close-form.tsx'
import type { StaffFieldError } from './components/staff-form.tsx'
import type { StaffServices, StaffUser } from './domain/services.ts'
import { staffHref } from './domain/staff-paths.ts'
import { markFailedSend } from './failed-send.server.ts'
import type { Lang } from '../routing/route-table.ts'
import { staffTranslator } from './messages/index.ts'

/**
 * Closes the selected suspected spam with the reason "spam" (one entry in the audit log, one closure in each
 * case's history) and returns to the spam view saying how many closed and how many were left (an adverse event, or
 * a case no longer suspected spam). Nothing selected is a 400 with the error summary.
 */
export async function bulkCloseAction({
  form,
  services,
  user,
  lang,
  context,
}: {
  form: FormData
  services: StaffServices
  user: StaffUser
  lang: Lang
  context: Readonly<RouterContextProvider>
}) {
  const t = staffTranslator(lang)
  const references = form.getAll('reference').filter((v): v is string => typeof v === 'string')
  const result = await services.closeSpam(references, user)
  if (!result.ok) {
    if (result.reason === 'forbidden') throw data({ staff: 'forbidden' }, { status: 403 })
    markFailedSend(context)
    const errors: StaffFieldError[] = [{ id: BULK_FIELD, label: t('staff.bulk.select'), message: t('staff.error.nothing-selected') }]
    return data({ errors }, { status: 400 })
  }
  const query = new URLSearchParams({ view: 'spam', closed: String(result.closed.length), kept: String(result.refused.length) })
  return redirect(`${staffHref('staff-cases', lang)}?${query}`, 303)
}

/** What the redirect after a bulk closure says: how many closed, how many were left open. */
export function bulkNotice(params: URLSearchParams): { closed: number; refused: number } | null {
  if (!params.has('closed')) return null
  const count = (name: string) => Math.max(0, Math.min(100, Number(params.get(name)) || 0))
  return { closed: count('closed'), refused: count('kept') }
}
