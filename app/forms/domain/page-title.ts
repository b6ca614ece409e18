import type { FormKind } from './form-kinds.ts'
import type { FormTranslate } from './messages/index.ts'

/** What became of a form's post: sent back (errors by field, too many posts, the database down), or confirmed. */
export type PostOutcome = 'returned' | 'confirmed'

/**
 * What a form page's title starts with after a post: "Error: " / « Erreur : » when it came back, the confirmation's
 * heading when it was confirmed ("Thank you, we received your message – Contact us | …"). Said once for the server's
 * page (its meta) and for the page the browser updates.
 */
export function titleStart(t: FormTranslate, outcome: PostOutcome, kind: FormKind): string {
  return outcome === 'returned' ? `${t('form.errorPrefix')} ` : `${t(`form.confirmation.title.${kind}`)} – `
}
