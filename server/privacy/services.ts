import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import type { PrivacyServices } from '../../app/privacy/services.ts'
import type { Database } from '../db/database.ts'
import { listIncidents, recordIncident, updateIncident } from './incidents.ts'
import { correctField, erasePerson, findPerson, liftLegalHold, listRequests, placeLegalHold, recordRequestAction } from './person.ts'
import { runRetention } from './retention.ts'

/** The privacy tools on one database, for the staff area; `mailDir` where the .eml copies are (none with SMTP). */
export function createPrivacyServices({
  db,
  mailDir,
  now = () => new Date(),
  timeZone = COMPANY_TIME_ZONE,
}: {
  db: Database
  mailDir?: string
  now?: () => Date
  timeZone?: string
}): PrivacyServices {
  const record = (email: string, actor: string, action: string, details: Record<string, unknown>) =>
    recordRequestAction(db, { email, actor, action, details, at: now(), timeZone })
  const references = (record: { submissions: { reference: string }[] }) => record.submissions.map((item) => item.reference)
  return {
    async find(email, actor) {
      const found = await findPerson(db, email, mailDir)
      await record(email, actor.name, 'find', {
        references: references(found),
        messages: found.messages.length,
        mailFiles: found.mailFiles.length,
      })
      return found
    },
    async export(email, actor, format) {
      const found = await findPerson(db, email, mailDir)
      await record(email, actor.name, 'export', { format, references: references(found) })
      return found
    },
    async correct(email, reference, field, value, actor) {
      const result = await correctField(db, email, reference, field, value)
      // The field corrected, never its old or new value: the submission holds the information, not the record.
      if (result.ok) await record(email, actor.name, 'correct', { reference, field })
      return result
    },
    async erase(email, actor) {
      const result = await erasePerson(db, email, { mailDir, actor: actor.name, at: now() })
      await record(email, actor.name, 'erase', { erased: result.erased, refused: result.refused, counts: result.counts })
      return result
    },
    requests: () => listRequests(db),
    placeHold: (reference, reason, actor) => placeLegalHold(db, reference, reason, actor.name, now()),
    liftHold: (reference) => liftLegalHold(db, reference),
    retentionPreview: () => runRetention(db, { now: now(), mailDir, apply: false }),
    incidents: () => listIncidents(db),
    recordIncident: (input, actor) => recordIncident(db, input, actor.name, now()),
    updateIncident: (reference, input) => updateIncident(db, reference, input),
  }
}
