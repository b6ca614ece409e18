import type { Lang } from '../../routing/route-table.ts'
import type { ContactData } from './contact-schema.ts'
import type { MedicalInformationData } from './medical-information-schema.ts'
import type { SideEffectData } from './side-effect-schema.ts'

/**
 * What the form action needs from the server, as types only: the route's
 * action is bundled by Vite and must not import server code, so the Express
 * server hands an implementation (server/forms/submit.ts) to it in a router
 * context; app/forms/services-context.server.ts says who provides what.
 */
export type SubmissionRequest = (
  | { form: 'contact'; lang: Lang; answers: ContactData; suspectedSpam: boolean }
  | { form: 'medical-information'; lang: Lang; answers: MedicalInformationData; suspectedSpam: boolean }
  | { form: 'side-effect'; lang: Lang; answers: SideEffectData; suspectedSpam: boolean }
) & {
  /** The page's key for this post, when its script ran (any text): the same key and fields again are a repeat, not a new request. */
  submissionKey?: string
  /**
   * The post's fields exactly as sent, the submission key left out: what tells the same attempt sent again from
   * a new one with the same answers once validated (a trailing space is trimmed away by then).
   */
  sentFields?: readonly (readonly [string, string])[]
  /** The privacy notice's version and the consent wording the sender was shown, kept with the submission. */
  consent?: { noticeVersion: string; wording: string[] }
}

/**
 * `ok` only once the submission and its notifications are committed to the
 * database; `duplicate` when this attempt had been stored already and the first
 * submission's reference is given back (`timesReceived`: this arrival included).
 */
export type SubmitResult =
  { ok: true; reference: string; receivedAt: string; duplicate?: boolean; timesReceived?: number } | { ok: false; reason: 'unavailable' }

export type FormServices = {
  submit(request: SubmissionRequest): Promise<SubmitResult>
}

/** What the Express layer found about a form post before React Router saw it (server/forms). */
export type FormPostVerdict = {
  /** Too many posts from this address: answer 429 and keep the input. */
  rateLimited: boolean
  /** Sent from another site: answer 403. */
  foreignOrigin: boolean
  /** Declared larger than the limit: answer 413 without reading it. */
  tooLarge: boolean
  /** The most a form post may carry, in bytes; bodies sent without a declared length are cut off there. */
  maxBytes: number
}

/** 5,000 characters in each of three texts, each character up to 12 bytes once percent-encoded, and the rest. */
export const DEFAULT_MAX_FORM_BYTES = 256 * 1024

export const acceptedPost: FormPostVerdict = { rateLimited: false, foreignOrigin: false, tooLarge: false, maxBytes: DEFAULT_MAX_FORM_BYTES }
