import crypto from 'node:crypto'
import { readStandardResponses } from '../../content/standard-responses.server.ts'
import { isCurrent } from '../../content/standard-responses.ts'
import { caseAction, type CaseActionData } from '../case-action.server.ts'
import { ReplyForm } from '../components/case-forms/reply-form.tsx'
import { ContactForm } from '../components/case-forms/contact-form.tsx'
import { FollowUpForm } from '../components/case-forms/follow-up-form.tsx'
import { loadCase } from '../case-data.server.ts'
import { CaseFlags } from '../components/case-flags.tsx'
import { ClosureForm } from '../components/case-forms/closure-form.tsx'
import { NoteForm } from '../components/case-forms/note-form.tsx'
import { OwnerForm } from '../components/case-forms/owner-form.tsx'
import { sentFor } from '../components/case-forms/sent.ts'
import { StatusForm } from '../components/case-forms/status-form.tsx'
import { TriageForm } from '../components/case-forms/triage-form.tsx'
import { CaseHistory } from '../components/case-history.tsx'
import { CaseProperties } from '../components/case-properties.tsx'
import { FollowUpReportForm } from '../components/case-forms/follow-up-report-form.tsx'
import { CaseRequest } from '../components/case-request.tsx'
import { PossibleDuplicates } from '../components/possible-duplicates.tsx'
import { ReportDue } from '../components/due-date.tsx'
import { ReferenceText } from '../components/reference-text.tsx'
import { StaffErrorSummary, staffTitle } from '../components/staff-form.tsx'
import { reportDone } from '../domain/case-status.ts'
import { duplicateIntents } from '../domain/duplicates.ts'
import { staffHref } from '../domain/staff-paths.ts'
import { sendFailed } from '../failed-send.server.ts'
import { staffForm, staffPage } from '../gate.server.ts'
import { staffTranslator } from '../messages/index.ts'
import type { Route } from './+types/case'
import { titleMeta } from '../title-meta.ts'

/** What the page says after a change it made (the query of its redirect), in the catalogue's words. */
const notices = {
  saved: 'staff.case.saved',
  unchanged: 'staff.case.unchanged',
  closed: 'staff.case.closed',
  'closure-requested': 'staff.case.closureRequested',
  replied: 'staff.case.replied',
  'replied-open': 'staff.case.repliedOpen',
  'reply-already': 'staff.case.replyAlready',
  linked: 'staff.duplicates.linked',
  dismissed: 'staff.duplicates.dismissed',
  unlinked: 'staff.duplicates.unlinked',
  'follow-up-sent': 'staff.case.followUpSent',
  'follow-up-already': 'staff.case.followUpAlready',
  'follow-up-reported': 'staff.case.followUpReported',
} as const

/**
 * One case: the request, the answers and the history first; its properties and what can be done beside them on a
 * wide screen, below them on a phone. Each view is written to the audit log.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { user, cases, lang, chrome } = staffPage(context)
  const [record, team, duplicates] = await Promise.all([
    loadCase(cases, params.reference, lang, user),
    cases.team(),
    cases.duplicates(params.reference ?? '', user),
  ])
  const title = staffTranslator(lang)('staff.case.heading', { reference: record.reference })
  const notice = (Object.keys(notices) as (keyof typeof notices)[]).find((name) => url.searchParams.has(name))
  const today = cases.today()
  // The responses that may be sent today, by their title in the page's language; the send checks again.
  const choices = readStandardResponses()
    .responses.filter((r) => isCurrent(r, today))
    .map((r) => ({ id: r.id, title: r.texts[lang].title, version: r.version }))
  return {
    lang,
    title: staffTitle(title, lang, sendFailed(context)),
    chrome,
    user: { subject: user.subject },
    record,
    team,
    duplicates: duplicates ?? [],
    today,
    notice,
    reply: {
      email: record.replyTo,
      personLang: record.replyLang,
      choices,
      // A new key for each page: the reply it starts can be sent once.
      replyKey: crypto.randomUUID(),
    },
    // Its own key: a follow-up sent from this page is sent once, whatever the reply does.
    followUpKey: crypto.randomUUID(),
  }
}

/** A change to the case from one of its forms; the gate has checked the token, the case desk checks the rules. */
export async function action({ context, params }: Route.ActionArgs) {
  const { user, cases, lang } = staffPage(context)
  return caseAction({ form: staffForm(context), services: cases, user, lang, reference: params.reference ?? '', context })
}

export const meta: Route.MetaFunction = titleMeta

/** Rendered by the server only (staff pages load no script): the browser's build carries none of it (docs/decisions/0111). */
export default function StaffCaseRoute(props: Route.ComponentProps) {
  return import.meta.env.SSR ? <StaffCase {...props} /> : null
}

function StaffCase({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, chrome, record, today, notice, team, user, reply, duplicates, followUpKey } = loaderData
  const t = staffTranslator(lang)
  const sent = actionData as CaseActionData | undefined
  const forms = { lang, action: staffHref('staff-case', lang, { reference: record.reference }), csrf: chrome.csrf }
  const closable = record.adverseEvent && record.status !== 'closed' && !reportDone(record)
  return (
    <>
      <p className="staff-no-print staff-crumbs">
        <a href={staffHref('staff-cases', lang)}>{t('staff.case.back')}</a> ·{' '}
        <a href={staffHref('staff-case-print', lang, { reference: record.reference })}>{t('staff.case.print')}</a>
      </p>
      <h1>
        <ReferenceText template={t('staff.case.heading')} reference={record.reference} />
      </h1>
      <p className="staff-case-page__summary">
        <CaseFlags summary={record} lang={lang} /> · {t(`staff.status.${record.status}`)} · {t('staff.case.reportSummary')}{' '}
        <ReportDue summary={record} today={today} lang={lang} />
      </p>
      <StaffErrorSummary errors={sent?.errors ?? []} lang={lang} />
      {!sent && notice && (
        <p className="staff-message" role="status">
          {t(notices[notice])}
        </p>
      )}
      <div className="staff-case-page">
        <div className="staff-case-page__main">
          <CaseRequest request={record.request} answers={record.answers} lang={lang} />
          <PossibleDuplicates
            {...forms}
            sent={sentFor(sent, ...duplicateIntents)}
            reference={record.reference}
            candidates={duplicates}
            closable={closable}
          />
          <div className="staff-no-print">
            <ReplyForm
              {...forms}
              sent={sentFor(sent, 'reply-preview', 'reply-send')}
              {...reply}
              draft={sent?.intent === 'reply-preview' ? sent.draft : undefined}
              staysOpen={record.adverseEvent && !reportDone(record) && record.status !== 'answered'}
            />
          </div>
          {record.status !== 'closed' && (
            <div className="staff-no-print">
              <FollowUpForm
                {...forms}
                sent={sentFor(sent, 'follow-up')}
                email={reply.email}
                personLang={reply.personLang}
                followUpKey={followUpKey}
              />
            </div>
          )}
          <CaseHistory receivedAt={record.receivedAt} history={record.history} lang={lang} />
        </div>
        <div className="staff-case-page__side staff-no-print">
          <CaseProperties record={record} lang={lang} today={today} />
          {record.followUpReportDue && (
            <FollowUpReportForm {...forms} sent={sentFor(sent, 'follow-up-reported')} due={record.followUpReportDue} today={today} />
          )}
          <StatusForm {...forms} sent={sentFor(sent, 'status')} status={record.status} externalCaseNumber={record.externalCaseNumber} />
          {closable && (
            <ClosureForm
              {...forms}
              sent={sentFor(sent, 'request-closure', 'confirm-closure', 'withdraw-closure')}
              record={record}
              user={user}
            />
          )}
          <OwnerForm {...forms} sent={sentFor(sent, 'owner', 'assign-me')} ownerSubject={record.ownerSubject} team={team} />
          <TriageForm {...forms} sent={sentFor(sent, 'triage')} record={record} />
          <ContactForm {...forms} sent={sentFor(sent, 'contact')} today={today} />
          <NoteForm {...forms} sent={sentFor(sent, 'note')} />
        </div>
      </div>
    </>
  )
}
