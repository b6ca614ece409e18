import { submissionFlags } from '../../app/forms/domain/flags.ts'
import { referencePrefixes } from '../../app/forms/domain/reference.ts'
import type { FormServices, SubmissionRequest, SubmitResult } from '../../app/forms/domain/services.ts'
import type { DatabaseHandle } from '../db/database.ts'
import { failureCode } from '../db/errors.ts'
import { silentLog, type Log } from '../logger.ts'
import { storeSubmission } from './submissions.ts'
import { composeMessages, type MailConfig } from './mail/compose.ts'
import { canonicalJson, dedupeKeys, normalizeSubmissionKey, sentFieldsText } from './dedupe-key.ts'

export type SubmitOptions = {
  database: DatabaseHandle
  mail: MailConfig
  /** Told after each commit, so the notifications leave at once. */
  onStored?: () => void
  log?: Log
  /**
   * How long a post waits for a database that is still connecting or being created (a first start runs initdb,
   * seconds) before the visitor is told to retry or call: well within the server's 30 s bound on a request.
   */
  readyTimeoutMs?: number
  now?: () => Date
}

/**
 * Stores a valid submission and its notifications in one transaction. Only
 * a commit produces `ok`; any failure answers `unavailable` and the form is
 * shown again with its answers. The log names the reference, never content.
 */
export function createFormServices({
  database,
  mail,
  onStored,
  log = silentLog,
  readyTimeoutMs = 10_000,
  now = () => new Date(),
}: SubmitOptions): FormServices {
  return {
    async submit(request: SubmissionRequest): Promise<SubmitResult> {
      const receivedAt = now()
      try {
        if (!(await database.ready(readyTimeoutMs))) throw Object.assign(new Error('database not ready'), { code: 'NOT_READY' })
        const { adverseEvent, qualityProblem } = submissionFlags(request)
        const submissionKey = normalizeSubmissionKey(request.submissionKey)
        // The fields as sent when the form action passes them; the validated answers otherwise.
        const sent = request.sentFields ? sentFieldsText(request.sentFields) : canonicalJson(request.answers)
        const dedupe = dedupeKeys({ form: request.form, submissionKey, sent, suspectedSpam: request.suspectedSpam, at: receivedAt })
        const stored = await storeSubmission(database.db, {
          form: request.form,
          referencePrefix: referencePrefixes[request.form],
          lang: request.lang,
          receivedAt,
          adverseEvent,
          qualityProblem,
          suspectedSpam: request.suspectedSpam,
          answers: request.answers,
          consent: request.consent,
          messages: (ref) => composeMessages(request, ref, receivedAt, mail),
          dedupe,
        })
        const { reference } = stored
        if (stored.duplicate) {
          // A retry or a refreshed confirmation: the visitor sees the first confirmation again, nothing new is
          // sent, and the stored submission records this arrival (times received, when) for the team.
          log.warn('submission received again', {
            reference,
            form: request.form,
            adverseEvent,
            timesReceived: stored.timesReceived,
            withKey: Boolean(submissionKey),
          })
          return { ok: true, reference, receivedAt: stored.receivedAt.toISOString(), duplicate: true, timesReceived: stored.timesReceived }
        }
        log.info('submission stored', { reference, form: request.form, adverseEvent, suspectedSpam: request.suspectedSpam })
        onStored?.()
        return { ok: true, reference, receivedAt: receivedAt.toISOString() }
      } catch (error) {
        log.error('submission not stored', { form: request.form, code: failureCode(error) })
        return { ok: false, reason: 'unavailable' }
      }
    },
  }
}
