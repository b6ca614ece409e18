import { languages, type Lang } from '../../../routing/route-table.ts'
import type { ReplyDraft } from '../../domain/services.ts'
import { staffTranslator } from '../../messages/index.ts'
import { IntentButton, StaffField } from '../staff-form.tsx'
import { CasePanel } from './case-panel.tsx'
import { sentValue, type CaseFormProps } from './sent.ts'
import { CaseSelect } from './case-select.tsx'

/** A response the team may send now, by its title in the page's language. */
export type ReplyChoice = { id: string; title: string; version: number }

/**
 * The reply: a standard response (the person's language chosen for them), a paragraph of one's own, a preview of
 * the e-mail exactly as it will leave, then the send. The form's one-time key rides along from the page to the
 * send, so that a second click or a page sent again sends nothing more. No script: each step is a post.
 */
export function ReplyForm({
  email,
  personLang,
  choices,
  replyKey,
  draft,
  staysOpen,
  ...form
}: CaseFormProps & {
  email: string | undefined
  personLang: Lang
  choices: ReplyChoice[]
  replyKey: string
  draft: (ReplyDraft & { responseId: string; lang: Lang; personal: string }) | undefined
  staysOpen: boolean
}) {
  const { lang, sent } = form
  const t = staffTranslator(lang)
  if (!email || choices.length === 0) {
    return (
      <section aria-labelledby="case-reply" className="staff-panel">
        <h2 id="case-reply">{t('staff.reply.heading')}</h2>
        <p>{t(email ? 'staff.reply.none' : 'staff.reply.noEmail')}</p>
      </section>
    )
  }
  const key = sentValue(sent, 'key', replyKey)
  return (
    <CasePanel id="case-reply" title={t('staff.reply.heading')} form={form}>
      <p>{t('staff.reply.intro', { email })}</p>
      <input type="hidden" name="key" value={key} />
      <CaseSelect
        of="response"
        form={form}
        current={''}
        options={choices.map((c) => [c.id, t('staff.reply.option', { title: c.title, version: c.version })])}
      />
      <CaseSelect of="replyLang" form={form} current={personLang} options={languages.map((l) => [l, t(`staff.lang.${l}`)])} />
      <StaffField id="reply-personal" name="personal" label={t('staff.reply.personal')}>
        {(props) => <textarea {...props} rows={4} maxLength={2000} defaultValue={sentValue(sent, 'personal', '')} />}
      </StaffField>
      {staysOpen && <p className="staff-field__hint">{t('staff.reply.staysOpen')}</p>}
      <button type="submit" name="intent" value="reply-preview" className={draft ? 'staff-button--secondary' : undefined}>
        {t('staff.reply.preview')}
      </button>
      {draft && (
        <div className="staff-reply__preview" aria-labelledby="case-reply-preview">
          <h3 id="case-reply-preview">{t('staff.reply.previewHeading')}</h3>
          <dl>
            <dt>{t('staff.reply.from')}</dt>
            <dd>{draft.from}</dd>
            <dt>{t('staff.reply.to')}</dt>
            <dd>{draft.to}</dd>
            <dt>{t('staff.reply.subject')}</dt>
            <dd>{draft.subject}</dd>
          </dl>
          <div className="staff-reply__text" data-reply-preview="">
            {draft.text}
          </div>
          {/* The send sends what was previewed, even if the fields above were changed since. */}
          <input type="hidden" name="sentResponseId" value={draft.responseId} />
          <input type="hidden" name="sentLang" value={draft.lang} />
          <input type="hidden" name="sentPersonal" value={draft.personal} />
          <IntentButton intent="reply-send">{t('staff.reply.send')}</IntentButton>
        </div>
      )}
    </CasePanel>
  )
}
