import type { Lang } from '../../routing/route-table.ts'
import { closeReasonText, contactText, statusText, triageChangesText } from '../case-words.ts'
import type { CaseEvent } from '../domain/services.ts'
import { formatStaffTime } from '../format.ts'
import { staffTranslator, type StaffTranslate } from '../messages/index.ts'
import { isLang } from '../domain/reply.ts'
import { criteriaText, relationText } from '../duplicate-words.ts'
import { followUpQuestionsText, FollowUpAnswers } from './follow-up-answers.tsx'
import { formatDay } from '../../i18n/format-date.ts'
import { expiredUnanswered, REPORTER_ACTOR } from '../domain/follow-up.ts'

const langText = (lang: unknown, t: StaffTranslate) => (isLang(lang) ? t(`staff.lang.${lang}`) : String(lang ?? ''))

/** One step of the history in words, in the page's language. */
export function eventText(event: CaseEvent, t: StaffTranslate, lang: Lang, expired = false): string {
  const d = event.details
  switch (event.kind) {
    case 'status': {
      const parts = [t('staff.event.status', { from: statusText(d.from, t), to: statusText(d.to, t) })]
      if (d.externalCaseNumber) parts.push(t('staff.event.external', { number: String(d.externalCaseNumber) }))
      if (d.reason) parts.push(t('staff.event.withoutTransfer', { reason: closeReasonText(d.reason, d.duplicateOf, t) }))
      if (d.reopenedFor === 'follow-up-report') parts.push(t('staff.event.reopenedForFollowUp'))
      return parts.join(' – ')
    }
    case 'owner':
      return t('staff.event.owner', { owner: typeof d.to === 'string' ? d.to : t('staff.field.noOwner') })
    case 'note':
      return t('staff.event.note', { text: String(d.text ?? '') })
    case 'triage': {
      const changes = t('staff.event.triage', { changes: triageChangesText(d.changes, t) })
      return d.reason ? `${changes} – ${t('staff.event.reason', { reason: String(d.reason) })}` : changes
    }
    case 'closure-request':
      return t('staff.event.closureRequest', { reason: closeReasonText(d.reason, d.duplicateOf, t) })
    case 'closure-confirm':
      return t('staff.event.closureConfirm', { reason: closeReasonText(d.reason, d.duplicateOf, t) })
    case 'closure-withdraw':
      return t('staff.event.closureWithdraw')
    case 'contact':
      return t('staff.event.contact', { ...contactText(d, t, lang), summary: String(d.summary ?? '') })
    case 'reply':
      return t('staff.event.reply', {
        to: String(d.to ?? ''),
        id: String(d.responseId ?? ''),
        version: String(d.version ?? ''),
        lang: langText(d.lang, t),
      })
    case 'duplicate-link':
      return `${t('staff.event.duplicateLink', { relation: relationText(d.relation, d.with, t) })} (${criteriaText(d.criteria, t)})`
    case 'duplicate-unlink':
      return t('staff.event.duplicateUnlink', { relation: relationText(d.relation, d.with, t), reason: String(d.reason ?? '') })
    case 'duplicate-dismiss':
      return t('staff.event.duplicateDismiss', { reference: String(d.with ?? ''), criteria: criteriaText(d.criteria, t) })
    case 'follow-up-request':
      return t(expired ? 'staff.event.followUpRequestExpired' : 'staff.event.followUpRequest', {
        to: String(d.to ?? ''),
        lang: langText(d.lang, t),
        questions: followUpQuestionsText(d.questions, lang),
        expires: typeof d.expiresAt === 'string' ? formatStaffTime(d.expiresAt, lang) : '',
      })
    case 'follow-up-answer': {
      const received = t('staff.event.followUpAnswer')
      if (typeof d.reportDue === 'string')
        return `${received} – ${t('staff.event.followUpReportDue', { date: formatDay(d.reportDue, lang) })}`
      return d.joinsFirstReport === true ? `${received} – ${t('staff.event.followUpJoinsFirstReport')}` : received
    }
    case 'follow-up-reported':
      return t('staff.event.followUpReported', {
        on: typeof d.on === 'string' ? formatDay(d.on, lang) : '',
        due: typeof d.due === 'string' ? formatDay(d.due, lang) : '',
      })
  }
}

/** Who took a step: a member of the team by name, or the reporter through a follow-up's link. */
const actorText = (event: CaseEvent, t: StaffTranslate) =>
  event.kind === 'follow-up-answer' || event.actor === REPORTER_ACTOR ? t('staff.followUp.reporter') : event.actor

/**
 * The case's history, oldest first, from its receipt: who did what, when. A follow-up whose link expired unanswered
 * says so on its line, by the server's clock at `now` (staff pages are rendered by the server only).
 */
export function CaseHistory({
  receivedAt,
  history,
  lang,
  now = new Date(),
}: {
  receivedAt: string
  history: CaseEvent[]
  lang: Lang
  now?: Date
}) {
  const t = staffTranslator(lang)
  return (
    <section aria-labelledby="case-history">
      <h2 id="case-history">{t('staff.case.history')}</h2>
      <ol className="staff-history">
        <li>
          <time dateTime={receivedAt}>{formatStaffTime(receivedAt, lang)}</time> – {t('staff.case.received')}
        </li>
        {history.map((event, index) => (
          <li key={index} data-event={event.kind}>
            <time dateTime={event.at}>{formatStaffTime(event.at, lang)}</time> – {actorText(event, t)} –{' '}
            {eventText(event, t, lang, event.kind === 'follow-up-request' && expiredUnanswered(event, history, now))}
            {event.kind === 'reply' && typeof event.details.text === 'string' && (
              // What was sent, word for word: the record of what the person was told.
              <blockquote className="staff-history__sent">{event.details.text}</blockquote>
            )}
            {event.kind === 'follow-up-answer' && <FollowUpAnswers answers={event.details.answers} lang={lang} />}
          </li>
        ))}
      </ol>
    </section>
  )
}
