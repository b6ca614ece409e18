import { company } from '../content/company.ts'
import { getPage } from '../content/content.server.ts'
import type { Lang } from '../routing/route-table.ts'
import type { FormKind } from './domain/form-kinds.ts'
import { formTranslator } from './domain/messages/index.ts'

export type ConsentRecord = { noticeVersion: string; wording: string[] }

/**
 * What the sender of a form was shown, kept with the submission as proof of what they agreed to: the version
 * (`dateModified`) of the privacy notice the form links, and the wording beside the form, in its language.
 */
export function consentRecord(form: FormKind, lang: Lang): ConsentRecord {
  const t = formTranslator(lang)
  const notice = getPage('privacy', lang)
  return {
    noticeVersion: notice?.dateModified ?? 'unknown',
    wording: [
      `${t('form.privacy.text')} ${t('form.privacy.link')}`,
      ...(form === 'contact' ? [t('form.field.consent', { company: company.name })] : []),
    ],
  }
}
