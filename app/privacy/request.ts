import { z } from 'zod'
import { addDays, type IsoDate } from '../calendar/business-days.ts'
import { dueState, type DueState } from '../calendar/due-state.ts'
import { day, keyed, optionalDay, optionalText, requiredText } from './form-parts.ts'

/**
 * A person's request about their information, as the register keeps it. Québec's private-sector Act (s. 32) and
 * PIPEDA (s. 8(3)) count 30 days from the receipt of the request, whenever the officer records it. PIPEDA (s. 8(4))
 * allows one extension of up to 30 days, the person told before the 30 days run out, with the reason; the Québec
 * Act has none. The register takes one, with its reason and the day the person was told, and says on the form that
 * it is PIPEDA's: for a person in Québec the 30 days stand.
 */
export const REQUEST_DUE_DAYS = 30
export const EXTENSION_MAX_DAYS = 30

/** What the person asks: access, rectification, erasure, withdrawal of consent, portability (a structured copy). */
export const requestKinds = ['access', 'rectification', 'erasure', 'withdrawal', 'portability'] as const
export type RequestKind = (typeof requestKinds)[number]
/** How it reached us. */
export const requestChannels = ['email', 'mail', 'phone', 'in-person', 'web-form', 'other'] as const
export type RequestChannel = (typeof requestChannels)[number]
/** Received, being handled, answered (the answer sent, with its date), closed. Forward only. */
export const requestStatuses = ['received', 'in-progress', 'answered', 'closed'] as const
export type RequestStatus = (typeof requestStatuses)[number]

export type RequestAction = { at: string; actor: string; action: string; details: Record<string, unknown> }

export type PrivacyRequest = {
  reference: string
  kind: RequestKind
  receivedOn: IsoDate
  channel: RequestChannel
  personName: string
  email: string
  identity: { verifiedOn: IsoDate; by: string; method: string } | null
  dueOn: IsoDate
  extension: { to: IsoDate; reason: string; notifiedOn: IsoDate } | null
  status: RequestStatus
  answeredOn: IsoDate | null
  closedAt: string | null
  recordedAt: string
  recordedBy: string
  /** The tools used to answer it, in order. */
  actions: RequestAction[]
}

/** A line of the register: what it shows of every request, the person left to the request's own page. */
export type RequestSummary = Omit<PrivacyRequest, 'personName' | 'email' | 'actions' | 'identity'> & { identityVerified: boolean }

/** The answer is due here: the extension's date when there is one. */
export const answerDue = (request: Pick<PrivacyRequest, 'dueOn' | 'extension'>): IsoDate => request.extension?.to ?? request.dueOn

/** Where the answer stands today: met once answered (or closed). */
export const requestDueState = (request: Pick<PrivacyRequest, 'dueOn' | 'extension' | 'answeredOn' | 'status'>, today: IsoDate): DueState =>
  dueState(answerDue(request), today, request.answeredOn !== null || request.status === 'closed')!

/** `PR-2026-0007`: the year it was recorded and its number in that year. */
export const requestReference = (year: number, count: number) => `PR-${year}-${String(count).padStart(4, '0')}`

/** The new request form's fields, in its order: also the register's columns after the reference (request-csv.ts). */
export const newRequestFields = [
  'kind',
  'receivedOn',
  'channel',
  'personName',
  'email',
  'identityVerifiedOn',
  'identityVerifiedBy',
  'identityMethod',
] as const

/** An address as typed by staff or in a command: trimmed, lower case, and an address. */
export const personEmail = z
  .string(keyed('staff.privacy.error.email'))
  .trim()
  .toLowerCase()
  .pipe(z.email(keyed('staff.privacy.error.email')).max(254, keyed('staff.privacy.error.email')))

/**
 * The new request form: every item the register needs, the identity check optional (it is often done after
 * receipt), but whole when it is given. Error messages are the privacy catalogue's keys.
 */
export function newRequestSchema(today: IsoDate) {
  return z
    .object({
      kind: z.enum(requestKinds, keyed('staff.privacy.error.kind')),
      receivedOn: day('staff.privacy.error.receivedOn', today),
      channel: z.enum(requestChannels, keyed('staff.privacy.error.channel')),
      personName: requiredText(200, 'staff.privacy.error.personName'),
      email: personEmail,
      identityVerifiedOn: optionalDay(today),
      identityVerifiedBy: optionalText(200),
      identityMethod: optionalText(500),
    })
    .superRefine((value, ctx) => identityComplete(value, ctx))
}
export type NewRequest = z.infer<ReturnType<typeof newRequestSchema>>

type Identity = { identityVerifiedOn?: string; identityVerifiedBy?: string; identityMethod?: string }
/** An identity check is a day, who checked and how; one of them without the others is said on the missing one. */
function identityComplete(value: Identity, ctx: z.RefinementCtx) {
  const given = [value.identityVerifiedOn, value.identityVerifiedBy, value.identityMethod].some((item) => item !== undefined)
  if (!given) return
  if (value.identityVerifiedOn === undefined)
    ctx.addIssue({ code: 'custom', path: ['identityVerifiedOn'], message: 'staff.privacy.error.identityOn' })
  if (value.identityVerifiedBy === undefined)
    ctx.addIssue({ code: 'custom', path: ['identityVerifiedBy'], message: 'staff.privacy.error.identityBy' })
  if (value.identityMethod === undefined)
    ctx.addIssue({ code: 'custom', path: ['identityMethod'], message: 'staff.privacy.error.identityMethod' })
}

/** The identity check recorded afterwards: all three items. */
export const verifySchema = (today: IsoDate) =>
  z.object({
    identityVerifiedOn: day('staff.privacy.error.identityOn', today),
    identityVerifiedBy: requiredText(200, 'staff.privacy.error.identityBy'),
    identityMethod: requiredText(500, 'staff.privacy.error.identityMethod'),
  })

/**
 * The one extension: a new date after the first deadline and at most 30 days past it, its reason, and the day
 * the person was told, which must come before the first deadline runs out.
 */
export const extensionSchema = (today: IsoDate, dueOn: IsoDate) =>
  z.object({
    extendedTo: z
      .string(keyed('staff.privacy.error.extendedTo'))
      .trim()
      .pipe(z.iso.date(keyed('staff.privacy.error.extendedTo')))
      .refine((value) => value > dueOn && value <= addDays(dueOn, EXTENSION_MAX_DAYS), keyed('staff.privacy.error.extendedTo')),
    extensionReason: requiredText(1_000, 'staff.privacy.error.extensionReason'),
    extensionNotifiedOn: day('staff.privacy.error.extensionNotifiedOn', today).refine(
      (value) => value <= dueOn,
      keyed('staff.privacy.error.extensionLate'),
    ),
  })

/** A move along the statuses; answering takes the day the answer was sent. */
export const statusSchema = (today: IsoDate, receivedOn: IsoDate) =>
  z.discriminatedUnion('to', [
    z.object({ to: z.literal('in-progress') }),
    z.object({
      to: z.literal('answered'),
      answeredOn: day('staff.privacy.error.answeredOn', today).refine(
        (value) => value >= receivedOn,
        keyed('staff.privacy.error.beforeReceipt'),
      ),
    }),
    z.object({ to: z.literal('closed') }),
  ])

/** The statuses a request may move to from its own. */
export function nextStatuses(status: RequestStatus): RequestStatus[] {
  const index = requestStatuses.indexOf(status)
  return status === 'closed' ? [] : requestStatuses.slice(index + 1).filter((next) => next !== 'closed' || status === 'answered')
}

/** 30 days after the day the person made the request. */
export const firstDeadline = (receivedOn: IsoDate): IsoDate => addDays(receivedOn, REQUEST_DUE_DAYS)
