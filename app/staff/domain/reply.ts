import { company } from '../../content/company.ts'
import type { StandardResponse } from '../../content/standard-responses.ts'
import { languages, type Lang } from '../../routing/route-table.ts'
import { staffTranslator } from '../messages/index.ts'

/**
 * A reply from a case: an approved standard response in the person's language, with a paragraph of the team's own
 * above it, sent by e-mail to the address the person gave. It carries what they asked about and nothing else of
 * their request: no answer of theirs is quoted back.
 */

/** The personal paragraph's longest: a few sentences, not a second letter. */
export const MAX_PERSONAL = 2_000
/** The form's one-time key: a second click or a resent page carries the same key and sends nothing more. */
export const REPLY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export type ReplyInput = { responseId: string; lang: Lang; personal: string; key: string }

export type ReplyRefusal =
  | 'not-found'
  | 'forbidden'
  | 'case-closed'
  | 'no-email'
  | 'unknown-response'
  | 'response-expired'
  | 'bad-key'
  | 'personal-too-long'
  /** This form's key was sent already: a second click, a page sent again. Nothing more goes out. */
  | 'already-sent'

/** Sent (and the case Answered when its rules allow: `answered`), or why not. */
export type ReplyResult = { ok: true; answered: boolean } | { ok: false; reason: ReplyRefusal }

export const isLang = (value: unknown): value is Lang => (languages as readonly unknown[]).includes(value)

/** The language the person asked to be answered in, or else the one of the page they wrote from. */
export const replyLanguage = (answers: Record<string, unknown>, caseLang: string): Lang =>
  isLang(answers.preferredLanguage) ? answers.preferredLanguage : isLang(caseLang) ? caseLang : 'en'

/** The address the person gave, if it is one: a side-effect reporter may have given a telephone number only. */
export const replyAddress = (answers: Record<string, unknown>): string | undefined =>
  typeof answers.email === 'string' && /^[^@\s]+@[^@\s]+$/.test(answers.email.trim()) ? answers.email.trim() : undefined

/** The e-mail as the person will read it: the personal paragraph, the response's text, who signs, the reference. */
/** How every e-mail the team sends a person ends: who wrote, for which company, and the case's reference to quote. */
export function signOff(lang: Lang, { sender, reference }: { sender: string; reference: string }): string[] {
  const t = staffTranslator(lang)
  return [sender, t('staff.replyMail.team', { company: company.name }), '', t('staff.replyMail.reference', { reference }), '']
}

export function composeReply({
  response,
  lang,
  personal,
  sender,
  reference,
}: {
  response: Pick<StandardResponse, 'texts'>
  lang: Lang
  personal: string
  sender: string
  reference: string
}): { subject: string; text: string } {
  const t = staffTranslator(lang)
  const paragraph = personal.trim()
  return {
    subject: t('staff.replyMail.subject', { reference, title: response.texts[lang].title }),
    text: [...(paragraph ? [paragraph, ''] : []), response.texts[lang].body, '', ...signOff(lang, { sender, reference })].join('\n'),
  }
}
