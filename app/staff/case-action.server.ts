import { data, redirect, type RouterContextProvider } from 'react-router'
import type { StaffFieldError } from './components/staff-form.tsx'
import { isCaseStatus } from './domain/case-status.ts'
import { isCloseReason } from './domain/closure.ts'
import type { ReplyDraft, StaffServices, StaffUser } from './domain/services.ts'
import { isLang, type ReplyRefusal } from './domain/reply.ts'
import { readContactLog, type ContactLogError } from './domain/contact-log.ts'
import { staffHref } from './domain/staff-paths.ts'
import { readTriage, triageErrors, type TriageError } from './domain/triage.ts'
import { markFailedSend } from './failed-send.server.ts'
import type { Lang } from '../routing/route-table.ts'
import { staffTranslator, type StaffMessageKey } from './messages/index.ts'
import { caseFields, type CaseFieldKey } from './domain/case-fields.ts'
import { duplicateAction, isDuplicateIntent } from './duplicate-action.server.ts'
import { isFollowUpQuestion, type FollowUpRefusal } from './domain/follow-up.ts'

const MAX_FIELD = 4_000

type FieldKey = CaseFieldKey

const contactFields: Record<ContactLogError, FieldKey> = {
  'bad-contact-day': 'contactOn',
  'future-contact-day': 'contactOn',
  'direction-required': 'contactDirection',
  'channel-required': 'contactChannel',
  'empty-summary': 'contactSummary',
}

const triageFields: Record<TriageError, FieldKey> = {
  'serious-needs-adverse-event': 'serious',
  'criteria-required': 'seriousCriteria',
  'reason-required': 'reason',
}

/** What the page needs after a refused change: which form, its errors in the page's language, what was typed. */
export type CaseActionData = {
  intent: string
  errors: StaffFieldError[]
  values: Record<string, string | string[]>
  /** A reply's preview: the e-mail as it would leave, and what the send will send. */
  draft?: ReplyDraft & { responseId: string; lang: Lang; personal: string }
}

const replyFields: Record<Exclude<ReplyRefusal, 'not-found' | 'forbidden' | 'already-sent'>, FieldKey> = {
  'unknown-response': 'response',
  'response-expired': 'response',
  'personal-too-long': 'personal',
  'case-closed': 'reply',
  'no-email': 'reply',
  'bad-key': 'reply',
}

/** A follow-up refused: the field it is about, the words, and the status (what was sent, or the case as it is now). */
const followUpRefusals: Record<Exclude<FollowUpRefusal, 'not-found' | 'forbidden'> | 'bad-key', [FieldKey, StaffMessageKey, 400 | 409]> = {
  'no-questions': ['followUpQuestions', 'staff.error.no-questions', 400],
  'free-question-required': ['followUpFree', 'staff.error.free-question-required', 400],
  'free-question-too-long': ['followUpFree', 'staff.error.free-question-too-long', 400],
  'case-closed': ['followUp', 'staff.error.follow-up-closed', 409],
  'no-email': ['followUp', 'staff.error.follow-up-no-email', 409],
  'bad-key': ['followUp', 'staff.error.bad-key', 400],
}

/**
 * A change to a case from one of its page's forms (status, owner, note, triage, a closure without transfer), sent
 * to the case desk, which applies the rules; refused, the form comes back with its errors by field and what was
 * typed, a 4xx, and the page's title starting "Error: ".
 */
export async function caseAction({
  form,
  services,
  user,
  lang,
  reference,
  context,
}: {
  form: FormData
  services: StaffServices
  user: StaffUser
  lang: Lang
  reference: string
  context: Readonly<RouterContextProvider>
}) {
  const t = staffTranslator(lang)
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.slice(0, MAX_FIELD) : ''
  }
  const all = (name: string) => form.getAll(name).filter((v): v is string => typeof v === 'string')
  const intent = text('intent')
  const values = Object.fromEntries(
    [...new Set(form.keys())]
      .filter((name) => name !== 'csrf')
      .map((name) => [name, name === 'seriousCriteria' || name === 'questions' ? all(name) : text(name)]),
  )
  const here = staffHref('staff-case', lang, { reference })
  const refuse = (status: number, errors: [FieldKey, StaffMessageKey][]) => {
    markFailedSend(context)
    return data<CaseActionData>(
      {
        intent,
        values,
        errors: errors.map(([field, message]) => ({ id: caseFields[field].id, label: t(caseFields[field].label), message: t(message) })),
      },
      { status },
    )
  }
  const done = (notice = 'saved') => redirect(`${here}?${notice}`, 303)
  // No such case, or no longer the role: the error page, as for any other address.
  const failed = (reason: 'not-found' | 'forbidden'): never => {
    throw data({ staff: reason }, { status: reason === 'not-found' ? 404 : 403 })
  }

  if (intent === 'status') {
    const to = text('to')
    if (!isCaseStatus(to)) return refuse(400, [['to', 'staff.error.status-required']])
    const result = await services.changeCase(
      reference,
      { kind: 'status', to, externalCaseNumber: text('externalCaseNumber') || undefined },
      user,
    )
    if (result.ok) return done()
    if (result.reason === 'not-found' || result.reason === 'forbidden') return failed(result.reason)
    if (result.reason === 'external-number-required') return refuse(400, [['externalCaseNumber', 'staff.error.external-number-required']])
    return refuse(409, [['to', `staff.error.${result.reason}`]])
  }
  if (intent === 'owner' || intent === 'assign-me') {
    const ownerSubject = intent === 'assign-me' ? user.subject : text('owner') || null
    const result = await services.changeCase(reference, { kind: 'owner', ownerSubject }, user)
    if (result.ok) return done()
    if (result.reason === 'not-found' || result.reason === 'forbidden') return failed(result.reason)
    return refuse(400, [['owner', 'staff.error.unknown-owner']])
  }
  if (intent === 'note') {
    if (!text('note').trim()) return refuse(400, [['note', 'staff.error.empty-note']])
    const result = await services.changeCase(reference, { kind: 'note', text: text('note') }, user)
    if (result.ok) return done()
    if (result.reason === 'not-found' || result.reason === 'forbidden') return failed(result.reason)
    return refuse(400, [['note', 'staff.error.empty-note']])
  }
  if (intent === 'contact') {
    const typed = { on: text('on'), direction: text('direction'), channel: text('channel'), summary: text('summary') }
    // Every mistake at once; the case desk checks again on its own.
    const read = readContactLog(typed, services.today())
    if (!read.ok)
      return refuse(
        400,
        read.errors.map((error) => [contactFields[error], `staff.error.${error}`]),
      )
    const result = await services.changeCase(reference, { kind: 'contact', ...typed }, user)
    if (result.ok) return done()
    if (result.reason === 'not-found' || result.reason === 'forbidden') return failed(result.reason)
    const field = contactFields[result.reason as ContactLogError]
    return refuse(400, [[field ?? 'contactSummary', `staff.error.${result.reason}`]])
  }
  if (intent === 'triage') {
    const triage = readTriage(text, all)
    // What the form showed before the change, to name every mistake at once; the case desk checks again on its own.
    const was = { ...triage, adverseEvent: text('wasAdverseEvent') === 'yes', serious: text('wasSerious') === 'yes' }
    const errors = Object.entries(triageErrors(was, triage)) as [string, TriageError][]
    if (errors.length)
      return refuse(
        400,
        errors.map(([, error]) => [triageFields[error], `staff.error.${error}`]),
      )
    const result = await services.triageCase(reference, triage, user)
    if (result.ok) return done()
    if (result.reason === 'unchanged') return done('unchanged')
    if (result.reason === 'not-found' || result.reason === 'forbidden') return failed(result.reason)
    return refuse(400, [[triageFields[result.reason], `staff.error.${result.reason}`]])
  }
  if (intent === 'request-closure') {
    const reason = text('reason')
    if (!isCloseReason(reason)) return refuse(400, [['closeReason', 'staff.error.close-reason-required']])
    const result = await services.requestClosure(reference, { reason, duplicateOf: text('duplicateOf') }, user)
    if (result.ok) return done(result.closed ? 'closed' : 'closure-requested')
    if (result.reason === 'not-found' || result.reason === 'forbidden') return failed(result.reason)
    if (result.reason === 'duplicate-of-required' || result.reason === 'duplicate-of-unknown')
      return refuse(400, [['duplicateOf', `staff.error.${result.reason}`]])
    return refuse(409, [['closure', `staff.error.${result.reason}`]])
  }
  if (intent === 'confirm-closure' || intent === 'withdraw-closure') {
    const result =
      intent === 'confirm-closure' ? await services.confirmClosure(reference, user) : await services.withdrawClosure(reference, user)
    if (result.ok) return done(intent === 'confirm-closure' ? 'closed' : 'saved')
    if (result.reason === 'not-found' || result.reason === 'forbidden') return failed(result.reason)
    return refuse(409, [['closure', `staff.error.${result.reason}`]])
  }
  if (intent === 'reply-preview' || intent === 'reply-send') {
    const send = intent === 'reply-send'
    // The send sends what the preview showed: its own copy of the fields, not what was typed since.
    const field = (name: string) => text(send ? `sent${name[0]!.toUpperCase()}${name.slice(1)}` : name)
    const replyLang = field(send ? 'lang' : 'replyLang')
    const reply = {
      responseId: field('responseId'),
      lang: isLang(replyLang) ? replyLang : lang,
      personal: field('personal'),
      key: text('key'),
    }
    if (!reply.responseId) return refuse(400, [['response', 'staff.error.unknown-response']])
    const refused = (reason: ReplyRefusal) => {
      if (reason === 'not-found' || reason === 'forbidden') return failed(reason)
      if (reason === 'already-sent') return done('reply-already')
      return refuse(reason === 'unknown-response' || reason === 'personal-too-long' ? 400 : 409, [
        [replyFields[reason], `staff.error.${reason}`],
      ])
    }
    if (send) {
      const result = await services.replyToCase(reference, reply, user)
      return result.ok ? done(result.answered ? 'replied' : 'replied-open') : refused(result.reason)
    }
    const result = await services.draftReply(reference, reply, user)
    if (!result.ok) return refused(result.reason)
    return data<CaseActionData>({ intent, values, errors: [], draft: { ...result.draft, ...reply } })
  }
  if (isDuplicateIntent(intent)) return duplicateAction({ intent, text, services, user, reference, done, refuse, failed })
  if (intent === 'follow-up') {
    const result = await services.requestFollowUp(
      reference,
      { questions: all('questions').filter(isFollowUpQuestion), freeQuestion: text('freeQuestion'), key: text('key') },
      user,
    )
    if (result.ok) return done('follow-up-sent')
    if (result.reason === 'not-found' || result.reason === 'forbidden') return failed(result.reason)
    if (result.reason === 'already-sent') return done('follow-up-already')
    const [field, message, status] = followUpRefusals[result.reason]
    return refuse(status, [[field, message]])
  }
  if (intent === 'follow-up-reported') {
    const result = await services.recordFollowUpReport(reference, user)
    if (result.ok) return done('follow-up-reported')
    if (result.reason === 'not-found' || result.reason === 'forbidden') return failed(result.reason)
    return refuse(409, [['followUpReport', 'staff.error.no-follow-up-report-due']])
  }
  return refuse(400, [['to', 'staff.error.invalid']])
}
