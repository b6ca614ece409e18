import type { Lang } from '../../../routing/route-table.ts'
import type { CaseActionData } from '../../case-action.server.ts'

/** What a case form shows after a refused send: its errors by field id, and what was typed (else the case's values). */
export type Sent = { errors: Record<string, string>; values: Record<string, string | string[]> } | null

/** The refused send of one form of the page, if the last one was that form's. */
export function sentFor(actionData: CaseActionData | undefined, ...intents: string[]): Sent {
  if (!actionData || !intents.includes(actionData.intent)) return null
  return { errors: Object.fromEntries(actionData.errors.map((e) => [e.id, e.message])), values: actionData.values }
}

/** What every form of the case page is given. */
export type CaseFormProps = { lang: Lang; action: string; csrf: string; sent: Sent }

/** A field's value as sent, or the case's own. */
export const sentValue = (sent: Sent, name: string, fallback: string) => {
  const value = sent?.values[name]
  return typeof value === 'string' ? value : fallback
}
